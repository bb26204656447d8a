import { describe, expect, it } from 'vitest'
import { alice, bob, call, useInstance, type JsonObject } from './contract'

const h = useInstance({ statuses: 10 })
const noPush = useInstance({ statuses: 0, settings: { vapidPublicKey: null } })

interface Subscription extends JsonObject {
  id: string
  endpoint: string
  alerts: Record<string, boolean>
  server_key: string
}

interface Pushed {
  endpoint: string
  notificationId: number
  payload: {
    access_token: string
    notification_id: number
    notification_type: string
    title: string
    body: string
    icon: string
    preferred_locale: string
    pleroma: { activity_id: string; direct_conversation_id: null }
  }
}

const path = '/api/v1/push/subscription'
const form = (endpoint: string, alerts: Record<string, string>) => ({
  'subscription[endpoint]': endpoint,
  'subscription[keys][p256dh]':
    'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA/0d+xG3yO/SL3ZRQoh6lmM9n6P6qYcP+abLm4bgBeHMXbU7gF0=',
  'subscription[keys][auth]': 'tBHItJI5svbpez7KI4CCXg==',
  ...Object.fromEntries(Object.entries(alerts).map(([k, v]) => [`data[alerts][${k}]`, v])),
})

describe('web push subscriptions', () => {
  it('stores one subscription per token, in the shape Akkoma answers', async () => {
    const created = await call<Subscription>(h, path, {
      token: alice,
      form: form('https://push.example/one', { mention: 'true', follow: 'false', bogus: 'true' }),
    })
    expect(created.status).toBe(200)
    const { id, server_key, ...rest } = created.body
    expect(id).toMatch(/^\d+$/)
    expect(server_key).toMatch(/^B[\w-]{86}$/)
    expect(rest).toEqual({
      endpoint: 'https://push.example/one',
      alerts: { mention: true, follow: false },
    })
    expect((await call<Subscription>(h, path, { token: alice })).body.id).toBe(created.body.id)
    // Another token of the same user has none.
    expect((await call(h, path, { token: bob })).status).toBe(404)
    // A second POST replaces the first.
    const again = await call<Subscription>(h, path, {
      token: alice,
      json: {
        subscription: { endpoint: 'https://push.example/two', keys: { p256dh: 'k', auth: 'a' } },
        data: { alerts: { mention: true, favourite: true } },
      },
    })
    expect(again.body.id).not.toBe(created.body.id)
    expect((await call<Subscription>(h, path, { token: alice })).body.endpoint).toBe(
      'https://push.example/two',
    )
  })

  it('changes the alerts with PUT and forgets the subscription with DELETE', async () => {
    await call(h, path, { token: bob, form: form('https://push.example/bob', { mention: 'true' }) })
    const put = await call<Subscription>(h, path, {
      token: bob,
      method: 'PUT',
      json: { data: { alerts: { mention: false, reblog: true } } },
    })
    expect(put.body.alerts).toEqual({ mention: false, reblog: true })
    const gone = await call(h, path, { token: bob, method: 'DELETE' })
    expect(gone.status).toBe(200)
    expect(gone.body).toEqual({})
    const missing = await call(h, path, { token: bob })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'Record not found' })
    expect((await call(h, path, { token: bob, method: 'DELETE' })).status).toBe(404)
  })

  it('refuses every call on an instance without VAPID keys, whose instance says so', async () => {
    const instance = await call<{ pleroma: { vapid_public_key: string | null } }>(
      noPush,
      '/api/v1/instance',
    )
    expect(instance.body.pleroma.vapid_public_key).toBeNull()
    const refused = await call(noPush, path, { token: alice, form: form('https://x.example', {}) })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      error: 'Web push subscription is disabled on this Pleroma instance',
    })
  })

  it('builds the push Akkoma sends for a notification the subscription asked for', async () => {
    await call(h, path, {
      token: alice,
      form: form('https://push.example/alice', { mention: 'true', follow: 'false' }),
    })
    // A follow was not asked for: nothing is pushed.
    const follow = await call<Pushed[]>(h, '/__control/push/test', { json: { type: 'follow' } })
    expect(follow.body).toEqual([])
    const posted = await call<{ id: string }>(h, '/api/v1/statuses', {
      token: bob,
      form: { status: '@alice the push goes out now' },
    })
    const sent = await call<Pushed[]>(h, '/__control/push/sent', { json: { to: 'alice' } })
    const last = sent.body.at(-1)
    expect(last?.endpoint).toBe('https://push.example/alice')
    const { icon, ...payload } = last?.payload ?? { icon: '' }
    expect(icon).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    expect(payload).toEqual({
      access_token: alice,
      notification_id: last?.notificationId,
      notification_type: 'mention',
      title: 'New Mention',
      body: '@bob: @alice the push goes out now',
      preferred_locale: 'en',
      pleroma: { activity_id: posted.body.id, direct_conversation_id: null },
    })
    const notification = await call<{ type: string; status: { id: string } }>(
      h,
      `/api/v1/notifications/${String(last?.notificationId)}`,
      { token: alice },
    )
    expect(notification.body.status.id).toBe(posted.body.id)
  })
})

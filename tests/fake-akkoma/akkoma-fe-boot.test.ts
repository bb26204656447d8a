import { describe, expect, it } from 'vitest'
import { call, openStream, useInstance, type JsonObject } from './contract'

const h = useInstance()

/**
 * Akkoma-FE's boot, sign-in, timelines and posting, call by call with the fields it reads
 * (reference §2): if any of these were missing the stock front end would break.
 */
describe('Akkoma-FE against the local instance', () => {
  it('boots, signs in with a password, shows timelines, streams and posts', async () => {
    const fe = await call<{ pleroma_fe: JsonObject }>(h, '/api/pleroma/frontend_configurations')
    expect(fe.body.pleroma_fe.loginMethod).toBe('password')
    expect((await call(h, '/static/config.json')).status).toBe(200)
    const app = await call<{ client_id: string; client_secret: string }>(h, '/api/v1/apps', {
      form: {
        client_name: 'PleromaFE_123',
        redirect_uris: `${h.url}/oauth-callback`,
        scopes: 'read write follow push admin',
      },
    })
    const appToken = await call<{ access_token: string }>(h, '/oauth/token', {
      form: {
        client_id: app.body.client_id,
        client_secret: app.body.client_secret,
        grant_type: 'client_credentials',
        redirect_uri: `${h.url}/oauth-callback`,
      },
    })
    expect(appToken.body.access_token).toBeTruthy()
    const nodeinfo = await call<{
      software: JsonObject
      openRegistrations: boolean
      metadata: JsonObject
    }>(h, '/nodeinfo/2.0.json')
    for (const key of [
      'nodeName',
      'features',
      'pollLimits',
      'mailerEnabled',
      'uploadLimits',
      'fieldsLimits',
      'restrictedNicknames',
      'postFormats',
      'suggestions',
      'private',
      'federation',
      'localBubbleInstances',
      'publicTimelineVisibility',
      'federatedTimelineAvailable',
      'accountActivationRequired',
      'staffAccounts',
    ])
      expect(nodeinfo.body.metadata, key).toHaveProperty(key)
    const instance = await call<{
      max_toot_chars: number
      pleroma: JsonObject
      languages: string[]
    }>(h, '/api/v1/instance')
    expect(instance.body.max_toot_chars).toBe(5000)
    expect(instance.body.pleroma).toHaveProperty('vapid_public_key')
    for (const path of [
      '/instance/panel.html',
      '/static/terms-of-service.html',
      '/static/stickers.json',
    ])
      expect((await call(h, path)).status, path).toBe(200)

    const login = await call<{ access_token: string }>(h, '/oauth/token', {
      form: {
        client_id: app.body.client_id,
        client_secret: app.body.client_secret,
        grant_type: 'password',
        username: 'alice',
        password: 'akkoma',
      },
    })
    const token = login.body.access_token
    const me = await call<{ id: string; pleroma: JsonObject }>(
      h,
      '/api/v1/accounts/verify_credentials',
      { token },
    )
    expect(me.body.pleroma).toHaveProperty('settings_store')
    expect((await call(h, '/api/v1/pleroma/emoji', { token })).status).toBe(200)
    expect((await call(h, '/static/emoji.json')).status).toBe(200)
    const home = await call<unknown[]>(h, '/api/v1/timelines/home?with_muted=false&limit=20', {
      token,
    })
    expect(Array.isArray(home.body)).toBe(true)
    const notifications = await call<{ id: string; pleroma: { is_seen: boolean } }[]>(
      h,
      '/api/v1/notifications?with_muted=false&limit=20',
      { token },
    )
    expect(
      notifications.body.every(
        (n) => typeof n.pleroma.is_seen === 'boolean' && !Number.isNaN(parseInt(n.id, 10)),
      ),
    ).toBe(true)
    const local = await call<unknown[]>(
      h,
      '/api/v1/timelines/public?local=true&only_media=false&with_muted=false&limit=20',
      { token },
    )
    expect(local.body.length).toBe(20)
    for (const path of [
      '/api/v1/mutes/',
      '/api/v1/akkoma/translation/languages',
      '/api/v1/akkoma/frontend_settings/pleroma-fe',
      '/api/v1/announcements',
      '/api/v1/lists',
      `/api/v1/accounts/${me.body.id}/following`,
    ])
      expect((await call(h, path, { token })).status, path).toBe(200)
    expect(
      (await call(h, '/api/v1/akkoma/frontend_settings/pleroma-fe/default', { token })).status,
    ).toBe(404)

    const stream = await openStream(h, `access_token=${token}&stream=user&`)
    const posted = await call<{ id: string }>(h, '/api/v1/statuses', {
      token,
      form: {
        status: 'Hello from Akkoma-FE',
        source: 'Pleroma FE',
        visibility: 'public',
        content_type: 'text/plain',
        'media_ids[]': [],
      },
    })
    expect(posted.status).toBe(200)
    const frame = await stream.next((f) => f.event === 'update')
    expect((JSON.parse(String(frame.payload)) as { id: string }).id).toBe(posted.body.id)
    stream.ws.send('ping')
    stream.ws.close(1000)
  })
})

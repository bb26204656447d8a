import { describe, expect, it } from 'vitest'
import { admin, alice, call, openStream, useInstance } from './contract'

const h = useInstance({ statuses: 40 })
const twin = useInstance({ statuses: 40 })
const plain = useInstance({ testControl: false })
const busy = useInstance({ activity: 50, statuses: 10 })

const ids = async (handle: typeof h) =>
  (
    await call<{ id: string; content: string; created_at: string }[]>(
      handle,
      '/api/v1/timelines/public?limit=40',
    )
  ).body.map(
    (s) => `${s.id} ${s.created_at} ${s.content.replace(/\d+\.\d+\.\d+\.\d+:\d+/g, 'HOST')}`,
  )

describe('seed and control route', () => {
  it('gives the same data for the same seed', async () => {
    expect(await ids(h)).toEqual(await ids(twin))
    const a = (await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=alice')).body.id
    const b = (await call<{ id: string }>(twin, '/api/v1/accounts/lookup?acct=alice')).body.id
    expect(a).toBe(b)
  })

  it('is absent unless the instance was started for tests', async () => {
    expect((await call(plain, '/__control/reset', { method: 'POST' })).status).toBe(404)
  })

  it('resets to a fresh seed with a chosen size, and empties on request', async () => {
    await call(h, '/api/v1/statuses', { token: alice, form: { status: 'will vanish' } })
    const reset = await call<{ statuses: number }>(h, '/__control/reset', {
      json: { statuses: 500 },
    })
    expect(reset.body.statuses).toBeGreaterThan(500)
    const again = await call<{ statuses: number }>(h, '/__control/reset', {
      json: { statuses: 40 },
    })
    expect(await ids(h)).toEqual(await ids(twin))
    expect(again.body.statuses).toBeLessThan(reset.body.statuses)
    const empty = await call<{ users: number }>(h, '/__control/reset', { json: { empty: true } })
    expect(empty.body.users).toBe(0)
    expect((await fetch(`${h.url}/images/avi.png`)).status).toBe(200)
    expect(
      Object.keys((await call<Record<string, unknown>>(h, '/api/v1/pleroma/emoji')).body),
    ).toContain('blobcat')
    await call(h, '/__control/reset', { json: {} })
  })

  it('emits statuses and notifications through the real code paths, onto the streams', async () => {
    const s = await openStream(h, `stream=user&access_token=${alice}`)
    const created = await call<{ id: string }>(h, '/__control/emit/status', {
      json: { author: 'bob', text: 'from control' },
    })
    const frame = await s.next((f) => f.event === 'update')
    expect(String(frame.payload)).toContain(created.body.id)
    await call(h, '/__control/emit/notification', {
      json: { to: 'alice', from: 'carol@remote.example', type: 'follow' },
    })
    const n = await s.next(
      (f) => f.event === 'notification' && String(f.payload).includes('"type":"follow"'),
    )
    expect(String(n.payload)).toContain('carol@remote.example')
    const burst = await call<{ ids: string[] }>(h, '/__control/emit/status', {
      json: { author: 'carol@remote.example', count: 25 },
    })
    expect(burst.body.ids).toHaveLength(25)
    s.ws.close(1000)
  })

  it('switches instance settings live', async () => {
    await call(h, '/__control/settings', { json: { registrations: 'closed' } })
    expect((await call<{ registrations: boolean }>(h, '/api/v1/instance')).body.registrations).toBe(
      false,
    )
    await call(h, '/__control/settings', { json: { registrations: 'open' } })
  })

  it('injects latency and failing requests with Retry-After', async () => {
    await call(h, '/__control/faults', { json: { failRate: 1, failStatus: 429, retryAfter: 7 } })
    const res = await call(h, '/api/v1/instance')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('7')
    expect(res.body).toEqual({ error: 'Throttled' })
    await call(h, '/__control/faults', { json: { failStatus: 500 } })
    expect((await call(h, '/api/v1/instance')).body).toBe('Something went wrong')
    await call(h, '/__control/faults', { json: { failRate: 0, latencyMs: 200 } })
    const started = Date.now()
    expect((await call(h, '/api/v1/instance')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    await call(h, '/__control/faults', { json: { latencyMs: 0 } })
  })

  it('aims a forced refusal at one path and method (403 as Akkoma’s staff check words it)', async () => {
    await call(h, '/__control/faults', {
      json: {
        failRate: 1,
        failStatus: 403,
        failPath: '/api/v1/pleroma/admin/reports',
        failMethod: 'PATCH',
      },
    })
    try {
      const refused = await call(h, '/api/v1/pleroma/admin/reports', {
        token: admin,
        method: 'PATCH',
        json: { reports: [] },
      })
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ error: 'User is not a staff member.' })
      const read = await call(h, '/api/v1/pleroma/admin/reports', { token: admin })
      expect(read.status).toBe(200)
      expect((await call(h, '/api/v1/instance')).status).toBe(200)
    } finally {
      await call(h, '/__control/faults', { json: { failRate: 0, failPath: '', failMethod: '' } })
    }
    expect((await call(h, '/api/v1/instance')).status).toBe(200)
  })
})

describe('activity generator', () => {
  it('makes other users post and interact, live on the streams', async () => {
    const s = await openStream(busy, 'stream=public')
    const frame = await s.next((f) => f.event === 'update')
    expect(typeof frame.payload).toBe('string')
    s.ws.close(1000)
    const total = async () =>
      (await call<{ stats: { status_count: number } }>(busy, '/api/v1/instance')).body.stats
        .status_count
    await expect.poll(total).toBeGreaterThan(10)
  })

  it('keeps raising notifications for alice, of several kinds, while the activity runs', async () => {
    const newest = async () =>
      (
        await call<{ id: string; type: string }[]>(busy, '/api/v1/notifications?limit=40', {
          token: alice,
        })
      ).body
    const first = (await newest())[0]?.id ?? '0'
    const fresh = async () => {
      const found = (await newest()).filter((n) => Number(n.id) > Number(first))
      return new Set(found.map((n) => n.type)).size
    }
    await expect.poll(fresh, { timeout: 10_000 }).toBeGreaterThan(2)
  })

  it('files a report now and then, which staff see among the open ones', async () => {
    const open = async () =>
      (
        await call<{ total: number }>(busy, '/api/v1/pleroma/admin/reports?state=open', {
          token: admin,
        })
      ).body.total
    const before = await open()
    await expect.poll(open, { timeout: 15_000 }).toBeGreaterThan(before)
  })
})

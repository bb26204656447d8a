import { describe, expect, it } from 'vitest'
import { alice, call, useInstance } from './contract'

const h = useInstance()

describe('bad input', () => {
  it('answers malformed bodies, bad ids and bad params without crashing or changing the store', async () => {
    const before = (await call<{ stats: { status_count: number } }>(h, '/api/v1/instance')).body
      .stats.status_count
    const broken = await fetch(`${h.url}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      body: '{"status": "half',
    })
    expect(broken.status).toBe(400)
    const cases: [string, RequestInit][] = [
      ['/api/v1/statuses/%00%ff', {}],
      ['/api/v1/accounts/' + 'x'.repeat(5000), {}],
      ['/api/v1/timelines/public?limit=-5&max_id=zzz&since_id[]=1', {}],
      ['/api/v1/notifications?max_id=abc', { headers: { authorization: `Bearer ${alice}` } }],
      [
        '/api/v1/polls/1/votes',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
          body: '{"choices":"x"}',
        },
      ],
      [
        '/api/v1/statuses',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
          body: '[1,2,3]',
        },
      ],
      [
        '/api/v1/statuses',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
          body: '{"status":{"nested":true},"visibility":["a"]}',
        },
      ],
      [
        '/api/v1/media',
        { method: 'POST', headers: { authorization: `Bearer ${alice}` }, body: new FormData() },
      ],
      [
        '/api/v1/accounts/update_credentials',
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
          body: '{"fields_attributes":"nope","source":5}',
        },
      ],
      [
        '/oauth/token',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=password&client_id[]=x',
        },
      ],
      [
        '/api/v1/pleroma/admin/reports',
        {
          method: 'PATCH',
          headers: { authorization: 'Bearer seed-token-admin', 'content-type': 'application/json' },
          body: '{"reports":"x"}',
        },
      ],
      [
        '/api/v1/lists',
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${alice}`,
            'content-type': 'multipart/form-data; boundary=zzz',
          },
          body: 'garbage',
        },
      ],
    ]
    for (const [path, init] of cases) {
      const res = await fetch(`${h.url}${path}`, init)
      expect(res.status, path).toBeGreaterThanOrEqual(200)
      expect(res.status, path).not.toBe(500)
      const text = await res.text()
      expect(() => JSON.parse(text) as unknown, `${path} → ${text.slice(0, 80)}`).not.toThrow()
    }
    const after = (await call<{ stats: { status_count: number } }>(h, '/api/v1/instance')).body
      .stats.status_count
    expect(after).toBe(before)
    expect((await call(h, '/api/v1/timelines/home', { token: alice })).status).toBe(200)
  })
})

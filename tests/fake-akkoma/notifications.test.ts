import { describe, expect, it } from 'vitest'
import examples from '../fixtures/fake-akkoma/entities-examples.json'
import { alice, bob, call, expectShape, links, useInstance, type JsonObject } from './contract'

const h = useInstance()

interface N extends JsonObject {
  id: string
  type: string
  pleroma: { is_seen: boolean; is_muted: boolean }
  status?: { id: string }
}

const mine = (query = '', token = alice) => call<N[]>(h, `/api/v1/notifications${query}`, { token })

describe('notifications', () => {
  it('has every type of the spec in the seed, with integer ids and the reference shape', async () => {
    const all = (await mine('?limit=40')).body
    const types = new Set(all.map((n) => n.type))
    for (const type of [
      'mention',
      'favourite',
      'reblog',
      'follow',
      'follow_request',
      'move',
      'pleroma:emoji_reaction',
      'poll',
      'status',
      'update',
    ])
      expect(types, type).toContain(type)
    expect(all.every((n) => /^\d+$/.test(n.id))).toBe(true)
    const byType = (t: string) => all.find((n) => n.type === t)
    const sample = examples.notifications
    for (const [i, t] of [
      'mention',
      'pleroma:emoji_reaction',
      'favourite',
      'reblog',
      'follow',
      'move',
      'poll',
      'update',
    ].entries())
      expectShape(
        byType(t),
        sample.find((x) => x.type === t),
        ['$.account.acct', '$.target.acct'],
        `$[${i}]`,
      )
    expect(byType('pleroma:emoji_reaction')).toHaveProperty('emoji_url')
  })

  it('leaves pleroma:report out unless asked, and filters by type and account', async () => {
    const admin = 'seed-token-admin'
    expect((await mine('?limit=40', admin)).body.some((n) => n.type === 'pleroma:report')).toBe(
      false,
    )
    const reports = await mine('?include_types[]=pleroma:report', admin)
    expect(reports.body.length).toBeGreaterThan(0)
    expect(reports.body[0]).toHaveProperty('report')
    const onlyFollows = (await mine('?include_types[]=follow&limit=40')).body
    expect(onlyFollows.every((n) => n.type === 'follow')).toBe(true)
    const noMentions = (await mine('?exclude_types[]=mention&limit=40')).body
    expect(noMentions.some((n) => n.type === 'mention')).toBe(false)
  })

  it('pages with integer Link ids down to an empty page', async () => {
    const seen: string[] = []
    let next: string | undefined = '/api/v1/notifications?limit=7'
    while (next) {
      const res: { body: N[]; headers: Headers } = await call<N[]>(h, next, { token: alice })
      if (res.body.length === 0) break
      seen.push(...res.body.map((n) => n.id))
      next = links(res.headers).next
      expect(next).toMatch(/max_id=\d+/)
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a))
  })

  it('marks read by id and by max_id, and dismisses', async () => {
    const unread = (await mine('?limit=40')).body.filter((n) => !n.pleroma.is_seen)
    expect(unread.length).toBeGreaterThan(1)
    const one = unread[unread.length - 1]!
    const marked = await call<N>(h, '/api/v1/pleroma/notifications/read', {
      token: alice,
      form: { id: one.id },
    })
    expect(marked.body.pleroma.is_seen).toBe(true)
    const rest = await call<N[]>(h, '/api/v1/pleroma/notifications/read', {
      token: alice,
      form: { max_id: unread[0]!.id },
    })
    expect(rest.body.length).toBe(unread.length - 1)
    expect((await mine('?limit=40')).body.every((n) => n.pleroma.is_seen)).toBe(true)
    expect(
      (await call(h, `/api/v1/notifications/${one.id}/dismiss`, { token: alice, method: 'POST' }))
        .body,
    ).toEqual({})
    expect((await mine('?limit=40')).body.some((n) => n.id === one.id)).toBe(false)
    expect(
      (await call(h, `/api/v1/notifications/${one.id}/dismiss`, { token: alice, method: 'POST' }))
        .status,
    ).toBe(404)
  })

  it('raises notifications from the API’s own actions', async () => {
    const s = await call<{ id: string }>(h, '/api/v1/statuses', {
      token: alice,
      form: { status: 'notify me' },
    })
    await call(h, `/api/v1/statuses/${s.body.id}/reblog`, { token: bob, method: 'POST' })
    await call(h, '/api/v1/statuses', { token: bob, form: { status: '@alice hello there' } })
    const latest = (await mine('?limit=2')).body
    expect(latest.map((n) => n.type)).toEqual(['mention', 'reblog'])
    expect(latest[1]?.status?.id).toBe(s.body.id)
  })

  it('does not notify from muted accounts unless with_muted', async () => {
    const bobId = (await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=bob')).body.id
    await call(h, `/api/v1/accounts/${bobId}/mute`, {
      token: alice,
      json: { notifications: false },
    })
    await call(h, '/api/v1/statuses', { token: bob, form: { status: '@alice are you there?' } })
    expect((await mine('?limit=1')).body[0]?.account).not.toMatchObject({ acct: 'bob' })
    const withMuted = await mine('?limit=1&with_muted=true')
    expect(withMuted.body[0]).toMatchObject({ type: 'mention', pleroma: { is_muted: true } })
    await call(h, `/api/v1/accounts/${bobId}/unmute`, { token: alice, method: 'POST' })
  })
})

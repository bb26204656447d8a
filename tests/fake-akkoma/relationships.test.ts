import { describe, expect, it } from 'vitest'
import { alice, bob, call, useInstance } from './contract'

// The account actions the user card and the profile use (issue 18), beyond accounts.test.ts.
const h = useInstance()

interface Rel {
  id: string
  following: boolean
  requested: boolean
  blocking: boolean
  blocked_by: boolean
  muting: boolean
  endorsed: boolean
}

const id = async (acct: string) =>
  (await call<{ id: string }>(h, `/api/v1/accounts/lookup?acct=${acct}`)).body.id
const post = (path: string, token: string, json: unknown = {}) =>
  call<Rel>(h, path, { token, json })
const relationship = async (token: string, target: string) =>
  (await call<Rel[]>(h, `/api/v1/accounts/relationships?id=${target}`, { token })).body[0]

describe('relationships', () => {
  it('tells the blocked account it is blocked, and refuses its follow', async () => {
    const [aliceId, mira] = [await id('alice'), await id('mira')]
    await post(`/api/v1/accounts/${aliceId}/block`, 'seed-token-mira')
    expect(await relationship(alice, mira)).toMatchObject({ blocked_by: true, blocking: false })
    const refused = await post(`/api/v1/accounts/${mira}/follow`, alice)
    expect(refused.status).toBe(403)
    await post(`/api/v1/accounts/${aliceId}/unblock`, 'seed-token-mira')
    expect((await relationship(alice, mira))?.blocked_by).toBe(false)
  })

  it('ends a mute with expires_in by itself', async () => {
    const botty = await id('botty')
    const muted = await post(`/api/v1/accounts/${botty}/mute`, bob, { expires_in: 1 })
    expect(muted.body.muting).toBe(true)
    const until = Date.now() + 5000
    let rel = await relationship(bob, botty)
    while (rel?.muting === true && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      rel = await relationship(bob, botty)
    }
    expect(rel?.muting).toBe(false)
  })

  it('endorses followed accounts only, and lists them', async () => {
    const [bobId, gone] = [await id('bob'), await id('mira')]
    expect((await post(`/api/v1/accounts/${bobId}/pin`, alice)).body.endorsed).toBe(true)
    expect((await post(`/api/v1/accounts/${gone}/pin`, 'seed-token-botty')).status).toBe(422)
    const listed = await call<{ acct: string }[]>(h, '/api/v1/endorsements', { token: alice })
    expect(listed.body.map((a) => a.acct)).toEqual(['bob'])
    expect((await post(`/api/v1/accounts/${bobId}/unpin`, alice)).body.endorsed).toBe(false)
  })

  it('stores a report with the statuses of the reported account only, for moderation', async () => {
    const bobId = await id('bob')
    const own = await call<{ id: string }[]>(h, `/api/v1/accounts/${bobId}/statuses?limit=3`)
    const ids = own.body.map((s) => s.id).slice(0, 2)
    const filed = await call<{ id: string; action_taken: boolean }>(h, '/api/v1/reports', {
      token: alice,
      json: { account_id: bobId, status_ids: [...ids, 'not-his'], comment: 'rude', forward: false },
    })
    expect(filed.body.action_taken).toBe(false)
    const seen = await call<{ statuses: { id: string }[]; content: string }>(
      h,
      `/api/v1/pleroma/admin/reports/${filed.body.id}`,
      { token: 'seed-token-admin' },
    )
    expect(seen.body.statuses.map((s) => s.id).sort()).toEqual([...ids].sort())
    expect(seen.body.content).toBe('rude')
  })

  it('serves the remote follow page a visitor card posts to', async () => {
    const page = await call(h, '/main/ostatus', { form: { nickname: 'alice' } })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Remote follow alice')
    const named = await call(h, '/main/ostatus', {
      form: { 'user[nickname]': 'alice', 'user[profile]': 'me@far.example' },
    })
    expect(named.text).toContain('Could not find user me@far.example')
  })
})

describe('profile fields', () => {
  it('marks a link-verified field with verified_at, and only that one', async () => {
    const account = await call<{ fields: { name: string; verified_at?: string }[] }>(
      h,
      '/api/v1/accounts/lookup?acct=alice',
    )
    const [website, pronouns] = account.body.fields
    expect(website?.name).toBe('Website')
    expect(Date.parse(website?.verified_at ?? '')).not.toBeNaN()
    expect(pronouns).not.toHaveProperty('verified_at')
  })
})

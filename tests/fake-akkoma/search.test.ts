import { describe, expect, it } from 'vitest'
import { alice, bob, call, useInstance, type JsonObject } from './contract'
import { UNFETCHED_POST } from './seed/users'

const h = useInstance()

interface Results {
  accounts: { id: string; acct: string }[]
  statuses: { id: string; uri: string; url: string; account: { acct: string }; content: string }[]
  hashtags: {
    name: string
    url: string
    history: { day: string; uses: string; accounts: string }[]
  }[]
}

const search = (query: string, token = alice) =>
  call<Results>(h, `/api/v2/search?${query}`, { token })

describe('search over the seeded data', () => {
  it('finds accounts, statuses and hashtags, each hashtag with a week of history', async () => {
    const found = (await search('q=cats')).body
    expect(found.statuses.length).toBeGreaterThan(0)
    expect(found.statuses.every((s) => s.content.toLowerCase().includes('cats'))).toBe(true)
    const cats = found.hashtags.find((tag) => tag.name === 'cats')
    expect(cats?.url).toMatch(/\/tag\/cats$/)
    expect(cats?.history).toHaveLength(7)
    // Newest day first, as Mastodon sends it; the latest day with uses has people talking.
    const days = cats?.history.map((entry) => Number(entry.day)) ?? []
    expect([...days].sort((a, b) => b - a)).toEqual(days)
    expect(Number(cats?.history[0]?.uses)).toBeGreaterThan(0)
    expect(Number(cats?.history[0]?.accounts)).toBeGreaterThan(0)
    expect(Number(cats?.history[0]?.accounts)).toBeLessThanOrEqual(Number(cats?.history[0]?.uses))
    const people = (await search('q=bob&type=accounts')).body
    expect(people.accounts.map((a) => a.acct)).toContain('bob')
    expect(people.statuses).toEqual([])
    expect(people.hashtags).toEqual([])
  })

  it('limits accounts to those followed with following=true', async () => {
    const all = (await search('q=e&type=accounts')).body.accounts.map((a) => a.acct)
    const followed = (await search('q=e&type=accounts&following=true')).body.accounts.map(
      (a) => a.acct,
    )
    expect(all).toContain('eve@misskey.example')
    expect(followed).not.toContain('eve@misskey.example')
    expect(followed).toContain('dan@mastodon.example')
  })

  it('resolves a remote account by handle only with resolve=true, and knows it afterwards', async () => {
    const unresolved = (await search('q=%40grace%40remote.example&type=accounts')).body
    expect(unresolved.accounts).toEqual([])
    const visitor = await call<Results>(
      h,
      '/api/v2/search?q=%40grace%40remote.example&resolve=true',
    )
    expect(visitor.body.accounts).toEqual([])
    const resolved = (await search('q=%40grace%40remote.example&resolve=true')).body
    expect(resolved.accounts.map((a) => a.acct)).toEqual(['grace@remote.example'])
    expect(resolved.statuses).toEqual([])
    const account = await call<JsonObject>(h, `/api/v1/accounts/${resolved.accounts[0]?.id ?? ''}`)
    expect(account.body.acct).toBe('grace@remote.example')
    expect((await search('q=grace&type=accounts', bob)).body.accounts.map((a) => a.acct)).toEqual([
      'grace@remote.example',
    ])
  })

  it('resolves a remote account by its profile URL and a remote post by its URL', async () => {
    const h2 = await call<Results>(h, '/__control/reset', { json: {} })
    expect(h2.status).toBe(200)
    const byUrl = (
      await search(`q=${encodeURIComponent('https://remote.example/users/grace')}&resolve=true`)
    ).body
    expect(byUrl.accounts.map((a) => a.acct)).toEqual(['grace@remote.example'])
    const statuses = await call<{ uri: string }[]>(
      h,
      `/api/v1/accounts/${byUrl.accounts[0]?.id ?? ''}/statuses`,
    )
    expect(statuses.body).toEqual([])
    await call(h, '/__control/reset', { json: {} })
    const local = (await search('q=cats&type=statuses')).body.statuses[0]
    const again = (await search(`q=${encodeURIComponent(local?.url ?? '')}&resolve=true`)).body
    expect(again.statuses.map((s) => s.id)).toEqual([local?.id])
  })

  it('fetches an account it does not know when asked for it by user@host', async () => {
    await call(h, '/__control/reset', { json: {} })
    expect((await call(h, '/api/v1/accounts/lookup?acct=grace@remote.example')).status).toBe(404)
    const shown = await call<{ acct: string }>(h, '/api/v1/accounts/grace@remote.example')
    expect(shown.body.acct).toBe('grace@remote.example')
    expect((await call(h, '/api/v1/accounts/nobody@remote.example')).status).toBe(404)
  })

  it('resolves a remote post by its object URL, fetching its author with it', async () => {
    await call(h, '/__control/reset', { json: {} })
    const uri = UNFETCHED_POST.uri
    const found = (await search(`q=${encodeURIComponent(uri)}&resolve=true`)).body
    expect(found.statuses).toHaveLength(1)
    expect(found.statuses[0]?.uri).toBe(uri)
    expect(found.statuses[0]?.account.acct).toBe('grace@remote.example')
    // Stored now: the same URL finds the same post without fetching again.
    const again = (await search(`q=${encodeURIComponent(uri)}&resolve=true`)).body
    expect(again.statuses.map((s) => s.id)).toEqual(found.statuses.map((s) => s.id))
    expect(
      (await search(`q=${encodeURIComponent('https://nowhere.example/objects/x')}&resolve=true`))
        .body.statuses,
    ).toEqual([])
  })
})

describe('suggestions', () => {
  it('lists discoverable accounts the user does not follow, those marked suggested first', async () => {
    const list = (await call<{ acct: string }[]>(h, '/api/v1/suggestions', { token: alice })).body
    const accts = list.map((a) => a.acct)
    expect(accts.slice(0, 2)).toEqual(['mod', 'eve@misskey.example'])
    expect(accts).not.toContain('alice')
    expect(accts).not.toContain('bob')
    // alice asked lena (locked) to follow: a waiting request is not suggested either.
    expect(accts).not.toContain('lena')
    const v2 = await call<{ source: string; account: { acct: string } }[]>(
      h,
      '/api/v2/suggestions',
      { token: alice },
    )
    expect(v2.body[0]).toMatchObject({ source: 'staff', account: { acct: 'mod' } })
    expect((await call(h, '/api/v1/suggestions')).status).toBe(403)
  })

  it('answers an empty list and says so in nodeinfo when suggestions are off', async () => {
    await call(h, '/__control/settings', { json: { suggestions: false } })
    const nodeinfo = await call<{ metadata: { suggestions: { enabled: boolean } } }>(
      h,
      '/nodeinfo/2.0.json',
    )
    expect(nodeinfo.body.metadata.suggestions.enabled).toBe(false)
    expect((await call(h, '/api/v1/suggestions', { token: alice })).body).toEqual([])
    await call(h, '/__control/settings', { json: { suggestions: true } })
    expect(
      (await call<unknown[]>(h, '/api/v1/suggestions', { token: alice })).body.length,
    ).toBeGreaterThan(0)
  })
})

describe('followed tags and tag history', () => {
  it('follows and unfollows a tag, listed in followed_tags with its history', async () => {
    const tag = await call<{ name: string; following: boolean; history: unknown[] }>(
      h,
      '/api/v1/tags/akkoma/follow',
      { token: alice, method: 'POST' },
    )
    expect(tag.body).toMatchObject({ name: 'akkoma', following: true })
    expect(tag.body.history).toHaveLength(7)
    const followed = await call<{ name: string; following: boolean }[]>(
      h,
      '/api/v1/followed_tags',
      {
        token: alice,
      },
    )
    // Newest follow first, like the server's other paged lists.
    expect(followed.body.map((t) => t.name)).toEqual(['akkoma', 'cats'])
    expect(followed.body.every((t) => t.following)).toBe(true)
    await call(h, '/api/v1/tags/akkoma/unfollow', { token: alice, method: 'POST' })
    const after = await call<{ name: string }[]>(h, '/api/v1/followed_tags', { token: alice })
    expect(after.body.map((t) => t.name)).toEqual(['cats'])
  })
})

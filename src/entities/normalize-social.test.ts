import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiReactionWithAccounts } from '../api/wire/index.ts'
import { createBundle } from './bundle.ts'
import {
  latestTagActivity,
  normalizeReactionList,
  normalizeSuggestions,
} from './normalize-social.ts'
import { apiAccount } from './test-factories.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('who reacted', () => {
  it('gives each emoji with its accounts, which go to the bundle, and skips a nameless entry', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const bob = apiAccount({ acct: 'bob' })
    const eve = apiAccount({ acct: 'eve@misskey.example' })
    const bundle = createBundle()
    const raw = [
      { name: '🔥', count: 2, me: true, accounts: [bob, eve] },
      { name: 'blobcat', count: 1, me: false, url: 'https://x.example/b.png', accounts: [eve] },
      { count: 3, me: false, accounts: [] },
    ] as unknown as ApiReactionWithAccounts[]
    const list = normalizeReactionList(raw, bundle)
    expect(list).toEqual([
      { name: '🔥', url: null, count: 2, me: true, account_ids: [bob.id, eve.id] },
      {
        name: 'blobcat',
        url: 'https://x.example/b.png',
        count: 1,
        me: false,
        account_ids: [eve.id],
      },
    ])
    expect(bundle.users.map((user) => user.screen_name)).toEqual(
      expect.arrayContaining(['bob', 'eve@misskey.example']),
    )
  })

  it('counts at least the accounts listed when the count is missing', () => {
    const bob = apiAccount({ acct: 'bob' })
    const raw = [{ name: '👍', me: false, accounts: [bob] }] as unknown as ApiReactionWithAccounts[]
    expect(normalizeReactionList(raw, createBundle())[0]?.count).toBe(1)
  })
})

describe('suggestions', () => {
  it('reads accounts (v1) and { source, account } (v2), each account once', () => {
    const mod = apiAccount({ acct: 'mod' })
    const eve = apiAccount({ acct: 'eve' })
    const bundle = createBundle()
    expect(normalizeSuggestions([mod, { source: 'staff', account: eve }, mod], bundle)).toEqual([
      mod.id,
      eve.id,
    ])
    expect(bundle.users).toHaveLength(3)
  })

  it('reads nothing from an answer that is not a list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(normalizeSuggestions({ error: 'nope' }, createBundle())).toEqual([])
  })
})

describe('hashtag activity', () => {
  it('is the latest history day, whatever order the server sends', () => {
    const history = [
      { day: 100, uses: 9, accounts: 4 },
      { day: 102, uses: 3, accounts: 2 },
      { day: 101, uses: 7, accounts: 5 },
    ]
    expect(latestTagActivity({ history })).toEqual({ uses: 3, accounts: 2 })
    expect(latestTagActivity({ history: [] })).toBeNull()
  })
})

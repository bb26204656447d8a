import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { ok, recordingClient } from '../../api/test-fetch'
import { getAccountCache, readEntity } from '../entity-cache'
import { registerSession } from '../session'
import { lookupAccount, loadStaff } from './accounts'
import { loadLists } from './lists'
import { loadStatusReactions, loadSuggestions } from './people'
import { loadSearch, searchAccounts, searchHashtags, searchPeople } from './search'
import { loadCaptcha } from './sign-up'
import { clientOf } from './target'
import { loadTranslationLanguages } from './translation'

const alice = 'alice@akkoma.example'

function signedIn(routes: Parameters<typeof recordingClient>[0]) {
  const store = createStore()
  const { client, requests } = recordingClient(routes)
  registerSession(store, alice, client)
  return { target: { store, accountKey: alice }, requests }
}

const account = (id: string, acct: string, extra: Record<string, unknown> = {}) => ({
  id,
  acct,
  username: acct,
  display_name: `:blob: ${acct}`,
  emojis: [{ shortcode: 'blob', url: 'https://akkoma.example/blob.png' }],
  ...extra,
})

describe('the loaders', () => {
  it("read with the account's session, and a visitor without one gets a token-less client", () => {
    const { target } = signedIn({})
    expect(clientOf(target).token).toBe('tok')
    const store = createStore()
    expect(clientOf({ store, accountKey: '~visitor@akkoma.example' }).token).toBeUndefined()
    expect(() => clientOf({ store, accountKey: 'bob@akkoma.example' })).toThrow(/not signed in/)
  })

  it('give lists as List entities, leaving out an entry without id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { target } = signedIn({
      'GET /api/v1/lists': ok([{ id: 3, title: 'Friends' }, { title: 'broken' }]),
    })
    expect(await loadLists(target)).toEqual([{ id: '3', title: 'Friends', account_ids: null }])
  })

  it('look an account up by handle and ingest it with its emoji', async () => {
    const { target, requests } = signedIn({
      'GET /api/v1/accounts/bob%40remote.example': ok(account('9', 'bob@remote.example')),
    })
    const user = await lookupAccount(target, '@bob@remote.example')
    expect(requests[0]?.path).toBe('/api/v1/accounts/bob%40remote.example')
    expect(user).toMatchObject({ id: '9', screen_name: 'bob@remote.example' })
    expect(user.emoji.map((e) => e.shortcode)).toEqual(['blob'])
    expect(readEntity(getAccountCache(target.store, alice), 'users', '9')).toEqual(user)
  })

  it('refuse an answer that is not an account', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { target } = signedIn({ 'GET /api/v1/accounts/junk': ok({ nothing: true }) })
    await expect(lookupAccount(target, 'junk')).rejects.toThrow(/not an account/)
  })

  it('give the staff in order with their roles, leaving out one that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { target } = signedIn({
      'GET /api/v1/accounts/ada': ok(account('1', 'ada', { pleroma: { is_admin: true } })),
      'GET /api/v1/accounts/mo': ok(account('2', 'mo', { pleroma: { is_moderator: true } })),
    })
    const staff = await loadStaff(target, [
      'https://akkoma.example/users/mo',
      'https://akkoma.example/users/gone',
      'https://akkoma.example/users/ada',
    ])
    expect(staff.map((user) => [user.screen_name, user.role])).toEqual([
      ['mo', 'moderator'],
      ['ada', 'admin'],
    ])
    expect(warn).toHaveBeenCalledWith(
      'Could not load staff account https://akkoma.example/users/gone',
      expect.anything(),
    )
  })

  it('keep an inline captcha image, drop a script URL, and show none when the captcha fails', async () => {
    const native = {
      type: 'native',
      token: 't1',
      url: 'data:image/png;base64,AAA',
      answer_data: 'd',
    }
    const hostile = { type: 'kocaptcha', token: 't2', url: 'javascript:alert(1)' }
    expect(
      await loadCaptcha(signedIn({ 'GET /api/v1/pleroma/captcha': ok(native) }).target),
    ).toEqual({ type: 'native', token: 't1', url: native.url, answer_data: 'd' })
    expect(
      (await loadCaptcha(signedIn({ 'GET /api/v1/pleroma/captcha': ok(hostile) }).target)).url,
    ).toBeNull()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await loadCaptcha(signedIn({}).target)).type).toBe('none')
  })

  it('search accounts without resolving, ingested in the order found, and hashtags by name', async () => {
    const { target, requests } = signedIn({
      'GET /api/v2/search': (request) =>
        Response.json(
          request.query.get('type') === 'accounts'
            ? { accounts: [account('2', 'alan'), account('1', 'alice@x.y')] }
            : { hashtags: ['tea', { name: 'teapot', url: 'https://akkoma.example/tags/teapot' }] },
        ),
    })
    const users = await searchAccounts(target, 'al', 5)
    expect(users.map((user) => user.screen_name)).toEqual(['alan', 'alice@x.y'])
    expect(readEntity(getAccountCache(target.store, alice), 'users', '1')?.name).toBe(
      ':blob: alice@x.y',
    )
    expect(Object.fromEntries(requests[0]?.query ?? [])).toMatchObject({
      q: 'al',
      type: 'accounts',
      resolve: 'false',
      limit: '5',
    })
    expect(await searchHashtags(target, 'tea', 5)).toEqual(['tea', 'teapot'])
  })
})

describe('the people loaders', () => {
  it('search everything with resolving, ingesting accounts and statuses for the columns', async () => {
    const { target, requests } = signedIn({
      'GET /api/v2/search': ok({
        accounts: [account('9', 'grace@remote.example')],
        statuses: [
          {
            id: 's1',
            account: account('2', 'alan'),
            content: '<p>cats</p>',
            created_at: '2025-10-20T08:00:00Z',
            visibility: 'public',
          },
        ],
        hashtags: [
          {
            name: 'cats',
            url: 'https://akkoma.example/tag/cats',
            history: [{ day: '1760918400', uses: '4', accounts: '3' }],
          },
        ],
      }),
    })
    const found = await loadSearch(target, '@grace@remote.example')
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      q: '@grace@remote.example',
      resolve: 'true',
      with_relationships: 'true',
    })
    expect(found.accountIds).toEqual(['9'])
    expect(found.statusIds).toEqual(['s1'])
    expect(found.hashtags[0]?.history).toEqual([{ day: 1760918400, uses: 4, accounts: 3 }])
    const cache = getAccountCache(target.store, alice)
    expect(readEntity(cache, 'statuses', 's1')?.user_id).toBe('2')
    expect(readEntity(cache, 'users', '9')?.screen_name).toBe('grace@remote.example')
  })

  it('search people for a list among those followed, resolving a handle', async () => {
    const { target, requests } = signedIn({
      'GET /api/v2/search': ok({ accounts: [account('3', 'bob')], statuses: [], hashtags: [] }),
    })
    expect(await searchPeople(target, 'bo', true)).toEqual(['3'])
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      q: 'bo',
      type: 'accounts',
      resolve: 'true',
      following: 'true',
    })
  })

  it('read suggestions and who reacted, ingesting their accounts', async () => {
    const { target } = signedIn({
      'GET /api/v1/suggestions': ok([account('4', 'mod')]),
      'GET /api/v1/pleroma/statuses/s1/reactions': ok([
        { name: '🔥', count: 1, me: false, accounts: [account('5', 'eve')] },
      ]),
    })
    expect(await loadSuggestions(target)).toEqual(['4'])
    expect(await loadStatusReactions(target, 's1')).toEqual([
      { name: '🔥', url: null, count: 1, me: false, account_ids: ['5'] },
    ])
    expect(readEntity(getAccountCache(target.store, alice), 'users', '5')?.screen_name).toBe('eve')
  })

  it('ask for the translation languages once, and again after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let down = true
    const { target, requests } = signedIn({
      'GET /api/v1/akkoma/translation/languages': () =>
        down
          ? Response.json({ error: 'Translation is not enabled' }, { status: 404 })
          : Response.json({ source: [], target: [{ code: 'de', name: 'German' }, { name: 'x' }] }),
    })
    expect(await loadTranslationLanguages(target)).toEqual([])
    down = false
    expect(await loadTranslationLanguages(target)).toEqual([{ code: 'de', name: 'German' }])
    await loadTranslationLanguages(target)
    expect(requests).toHaveLength(2)
  })
})

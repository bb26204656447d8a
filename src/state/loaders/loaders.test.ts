import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { ok, recordingClient } from '../../api/test-fetch'
import { getAccountCache, readEntity } from '../entity-cache'
import { registerSession } from '../session'
import { lookupAccount, loadStaff } from './accounts'
import { loadLists } from './lists'
import { searchAccounts, searchHashtags } from './search'
import { loadCaptcha } from './sign-up'
import { clientOf } from './target'

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

import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiAccount } from '../../api/wire'
import { user } from '../../entities/test-factories'
import { ingest } from '../ingest'
import { registerSession } from '../session'
import { fakeClient, httpError, type Handler } from '../test-client'
import { serverSideAtom, setServerSideOption, shownServerSide } from './server-side'

const ACCOUNT = 'me@local.example'

function setUp(handler: Handler) {
  const store = createStore()
  const client = fakeClient(handler)
  registerSession(store, ACCOUNT, client)
  ingest(store, ACCOUNT, { users: [user('me', { locked: false })] })
  return { store, client, target: { store, accountKey: ACCOUNT } }
}

const account = (over: Partial<ApiAccount>) =>
  ({ id: 'me', acct: 'me', username: 'me', ...over }) as ApiAccount

describe('server-side options', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('wipes the value while the request runs, then confirms it with the returned user', async () => {
    let answer: (value: unknown) => void = () => undefined
    const { store, client, target } = setUp(() => new Promise((resolve) => (answer = resolve)))
    const change = setServerSideOption(target, 'me', 'locked', true)
    const local = () => store.get(serverSideAtom(store, ACCOUNT))
    expect(local()).toEqual({ locked: null })
    expect(client.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/accounts/update_credentials',
      options: { json: { locked: true } },
    })
    answer(account({ locked: true }))
    expect(await change).toBe(true)
    expect(local()).toEqual({ locked: true })
  })

  it('restores the old value and warns when the server refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { store, target } = setUp(() => {
      throw httpError(500)
    })
    expect(await setServerSideOption(target, 'me', 'locked', true)).toBe(false)
    const local = store.get(serverSideAtom(store, ACCOUNT))
    expect(shownServerSide(local, undefined, 'locked')).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('locked'), expect.anything())
  })

  it('confirms the notification options on a success status, sending both', async () => {
    const { store, client, target } = setUp(() => ({ status: 'success' }))
    expect(await setServerSideOption(target, 'me', 'blockNotificationsFromStrangers', true)).toBe(
      true,
    )
    expect(client.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/pleroma/notification_settings',
      options: { multipart: { block_from_strangers: true, hide_notification_contents: false } },
    })
    expect(store.get(serverSideAtom(store, ACCOUNT)).blockNotificationsFromStrangers).toBe(true)
  })

  it('restores a notification option when the answer is not a success', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { store, target } = setUp(() => ({ status: 'nope' }))
    expect(await setServerSideOption(target, 'me', 'webPushHideContents', true)).toBe(false)
    expect(store.get(serverSideAtom(store, ACCOUNT)).webPushHideContents).toBe(false)
  })

  it('throws for an unknown name', async () => {
    const { target } = setUp(() => ({}))
    await expect(setServerSideOption(target, 'me', 'stealCookies', true)).rejects.toThrow(
      'Invalid server-side setting',
    )
    await expect(setServerSideOption(target, 'me', 'constructor', true)).rejects.toThrow(
      'Invalid server-side setting',
    )
  })
})

import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, recordingClient } from '../../api/test-fetch'
import { registerSession } from '../session'
import { createList, deleteList, saveList } from './actions'
import { accountListsAtom, readAccountLists, trackAccountLists } from './lists-store'

const alice = 'alice@akkoma.example'

function signedIn(routes: Parameters<typeof recordingClient>[0]) {
  const store = createStore()
  const { client, requests } = recordingClient(routes)
  registerSession(store, alice, client)
  return { store, requests, target: { store, accountKey: alice } }
}

const titles = (store: ReturnType<typeof createStore>) =>
  (readAccountLists(store, alice).lists ?? []).map((list) => `${list.id}:${list.title}`)

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the lists of an account', () => {
  it('are fetched when first shown and every 240 s while shown, by one poller however many show them', async () => {
    vi.useFakeTimers()
    const { store, requests } = signedIn({
      'GET /api/v1/lists': ok([{ id: '1', title: 'Friends' }]),
    })
    const stopOne = trackAccountLists(store, alice)
    const stopTwo = trackAccountLists(store, alice)
    await vi.advanceTimersByTimeAsync(0)
    expect(titles(store)).toEqual(['1:Friends'])
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(239_000)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(requests).toHaveLength(2)
    stopOne()
    await vi.advanceTimersByTimeAsync(240_000)
    expect(requests).toHaveLength(3)
    stopTwo()
    await vi.advanceTimersByTimeAsync(480_000)
    expect(requests).toHaveLength(3)
  })

  it('keep what they had when a fetch fails, with the failure to show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.useFakeTimers()
    let fail = false
    const { store } = signedIn({
      'GET /api/v1/lists': () =>
        fail
          ? Response.json({ error: 'Something went wrong' }, { status: 500 })
          : Response.json([{ id: '1', title: 'Friends' }]),
    })
    const stop = trackAccountLists(store, alice)
    await vi.advanceTimersByTimeAsync(0)
    fail = true
    await vi.advanceTimersByTimeAsync(240_000)
    expect(titles(store)).toEqual(['1:Friends'])
    expect(readAccountLists(store, alice).error).not.toBeNull()
    stop()
  })
})

describe('list actions', () => {
  it('create a list, then set its members, and add it to the account’s lists', async () => {
    const { target, requests, store } = signedIn({
      'POST /api/v1/lists': ok({ id: '7', title: 'Cats' }),
      'POST /api/v1/lists/7/accounts': ok({}),
    })
    const result = await createList(target, '  Cats ', ['3', '4'])
    expect(result).toEqual({
      ok: true,
      value: { id: '7', title: 'Cats', account_ids: ['3', '4'] },
    })
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/v1/lists', { title: 'Cats' }],
      ['POST', '/api/v1/lists/7/accounts', { account_ids: ['3', '4'] }],
    ])
    expect(titles(store)).toEqual(['7:Cats'])
  })

  it('save a new title and the members added and removed, and say what failed', async () => {
    const { target, requests, store } = signedIn({
      'PUT /api/v1/lists/7': ok({ id: '7', title: 'Dogs' }),
      'POST /api/v1/lists/7/accounts': ok({}),
      'DELETE /api/v1/lists/7/accounts': () =>
        Response.json({ error: 'Record not found' }, { status: 404 }),
    })
    store.set(
      accountListsAtom,
      new Map([[alice, { lists: [{ id: '7', title: 'Cats', account_ids: null }], error: null }]]),
    )
    const result = await saveList(target, '7', { title: 'Dogs', add: ['5'], remove: ['3'] })
    expect(result.ok).toBe(false)
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/api/v1/lists/7', { title: 'Dogs' }],
      ['POST', '/api/v1/lists/7/accounts', { account_ids: ['5'] }],
      ['DELETE', '/api/v1/lists/7/accounts', { account_ids: ['3'] }],
    ])
    // The title the server took shows everywhere, though a member change failed.
    expect(titles(store)).toEqual(['7:Dogs'])
  })

  it('delete a list and take it out of the account’s lists', async () => {
    const { target, store } = signedIn({ 'DELETE /api/v1/lists/7': ok({}) })
    store.set(
      accountListsAtom,
      new Map([
        [
          alice,
          {
            lists: [
              { id: '7', title: 'Cats', account_ids: null },
              { id: '8', title: 'Dogs', account_ids: null },
            ],
            error: null,
          },
        ],
      ]),
    )
    expect(await deleteList(target, '7')).toEqual({ ok: true, value: undefined })
    expect(titles(store)).toEqual(['8:Dogs'])
  })
})

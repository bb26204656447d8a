import { act, renderHook, waitFor } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ApiAccount } from '../../api/wire'
import { getAccountCache, readEntity } from '../entity-cache'
import { registerSession } from '../session'
import { fakeClient, httpError, postedStatus, type Handler } from '../test-client'
import { loadInteractions, loadStatus, loadStatusHistory } from './statuses'
import { useLoad } from './use-load'

const alice = 'alice@akkoma.example'

function signedIn(handler: Handler) {
  const store = createStore()
  const client = fakeClient(handler)
  registerSession(store, alice, client)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  return { target: { store, accountKey: alice }, client, wrapper }
}

// Accounts as the server sends them, with only what the normaliser needs.
const bob = { id: 'b', acct: 'bob@remote.example', username: 'bob' } as ApiAccount
const carol = { id: 'c', acct: 'carol', username: 'carol' }
const edit = (content: string, at: string) => ({ account: bob, content, created_at: at })

/** Answers the test gives by hand, in any order. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

describe('the status loaders', () => {
  it('fetch a status into the cache with its author, and refuse an answer that is not one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { target, client } = signedIn(({ path }) =>
      path === '/api/v1/statuses/7' ? postedStatus('7', { account: bob }) : { junk: true },
    )
    const status = await loadStatus(target, '7')
    expect(client.calls.map((call) => [call.method, call.path])).toEqual([
      ['GET', '/api/v1/statuses/7'],
    ])
    const cache = getAccountCache(target.store, alice)
    expect(readEntity(cache, 'statuses', '7')).toEqual(status)
    expect(readEntity(cache, 'users', 'b')?.screen_name).toBe('bob@remote.example')
    await expect(loadStatus(target, '8')).rejects.toThrow(/not a status/)
  })

  it('give the edit history oldest first, its authors ingested', async () => {
    const { target } = signedIn(() => [
      edit('<p>first</p>', '2024-01-01T00:00:00Z'),
      edit('<p>second</p>', '2024-01-02T00:00:00Z'),
    ])
    const edits = await loadStatusHistory(target, '7')
    expect(edits.map((e) => [e.raw_html, e.user_id])).toEqual([
      ['<p>first</p>', 'b'],
      ['<p>second</p>', 'b'],
    ])
    expect(readEntity(getAccountCache(target.store, alice), 'users', 'b')).toBeDefined()
  })

  it('give who favourited and who repeated as ids in order, the users ingested', async () => {
    const { target, client } = signedIn(({ path }) =>
      path.endsWith('/favourited_by') ? [carol, bob] : [bob],
    )
    expect(await loadInteractions(target, '7', 'favourited')).toEqual(['c', 'b'])
    expect(await loadInteractions(target, '7', 'repeated')).toEqual(['b'])
    expect(client.calls.map((call) => call.path)).toEqual([
      '/api/v1/statuses/7/favourited_by',
      '/api/v1/statuses/7/reblogged_by',
    ])
    expect(readEntity(getAccountCache(target.store, alice), 'users', 'c')?.screen_name).toBe(
      'carol',
    )
  })

  it("show a failed load as the server's text, and a lost connection as such", async () => {
    const notFound = httpError(404, 'Record not found')
    const { wrapper } = signedIn(({ path }) => {
      if (path === '/api/v1/statuses/404') throw notFound
      throw new TypeError('Failed to fetch')
    })
    const { result, rerender } = renderHook(
      ({ id }) => useLoad(alice, `status ${id}`, (target) => loadStatus(target, id)),
      { wrapper, initialProps: { id: '404' } },
    )
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.status === 'error' && result.current.message).toEqual(
      notFound.userMessage,
    )
    rerender({ id: '5' })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.status === 'error' && result.current.message.descriptor.id).toBe(
      'api.error.network',
    )
  })

  it('drop the history of an earlier edit that answers after the newer one', async () => {
    const first = deferred<unknown>()
    const second = deferred<unknown>()
    const answers = [first.promise, second.promise]
    const { wrapper } = signedIn(() => answers.shift())
    const { result, rerender } = renderHook(
      ({ editedAt }) =>
        useLoad(alice, `history 7 ${editedAt}`, (target) => loadStatusHistory(target, '7')),
      { wrapper, initialProps: { editedAt: 'one' } },
    )
    rerender({ editedAt: 'two' })
    act(() => second.resolve([edit('<p>newer</p>', '2024-01-02T00:00:00Z')]))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => first.resolve([edit('<p>older</p>', '2024-01-01T00:00:00Z')]))
    // The late answer has settled once the loader's own promise has: give it its turns.
    await act(() => first.promise)
    expect(result.current.data?.map((e) => e.raw_html)).toEqual(['<p>newer</p>'])
  })
})

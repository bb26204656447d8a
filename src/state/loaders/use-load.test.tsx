import { act, renderHook, waitFor } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../errors'
import type { LoadTarget } from './target'
import { useLoad } from './use-load'

const alice = 'alice@local.example'
const bob = 'bob@local.example'

/** A loader whose answers the test gives by hand, one pending call per load. */
function scripted<T>() {
  const calls: {
    target: LoadTarget
    resolve: (value: T) => void
    reject: (error: unknown) => void
  }[] = []
  const loader = vi.fn(
    (target: LoadTarget) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ target, resolve, reject })
      }),
  )
  const call = (index: number) => {
    const found = calls[index]
    if (!found) throw new Error(`no load number ${index}`)
    return found
  }
  return { loader, calls, call }
}

/** One store for the whole test: a new store is another cache, and loads again. */
function inStore() {
  const store = createStore()
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
}

describe('useLoad', () => {
  it('is loading, then ready with the answer', async () => {
    const { loader, call } = scripted<string[]>()
    const { result } = renderHook(() => useLoad(alice, 'lists', loader), { wrapper: inStore() })
    expect(result.current.status).toBe('loading')
    expect(call(0).target.accountKey).toBe(alice)
    act(() => call(0).resolve(['1', '2']))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toEqual(['1', '2'])
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it("gives the API error's own text on failure, and the connection text for anything else", async () => {
    const { loader, call } = scripted<string>()
    const { result, rerender } = renderHook(({ key }) => useLoad(alice, key, loader), {
      wrapper: inStore(),
      initialProps: { key: 'one' },
    })
    act(() => call(0).reject(new ApiError({ kind: 'http', status: 503 })))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.status === 'error' && result.current.message.descriptor.id).toBe(
      'api.error.unavailable',
    )

    rerender({ key: 'two' })
    act(() => call(1).reject(new TypeError('boom')))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.status === 'error' && result.current.message.descriptor.id).toBe(
      'api.error.network',
    )
  })

  it('drops the answer of a key that changed, and aborts its signal', async () => {
    const { loader, call } = scripted<string>()
    const { result, rerender } = renderHook(({ key }) => useLoad(alice, key, loader), {
      wrapper: inStore(),
      initialProps: { key: 'ann' },
    })
    rerender({ key: 'bea' })
    expect(call(0).target.signal?.aborted).toBe(true)
    act(() => call(0).resolve('ann'))
    expect(result.current.status).toBe('loading')
    act(() => call(1).resolve('bea'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toBe('bea')
  })

  it('starts again for another account with the same key, and never shows the first answer', async () => {
    const { loader, call } = scripted<string>()
    const { result, rerender } = renderHook(({ account }) => useLoad(account, 'me', loader), {
      wrapper: inStore(),
      initialProps: { account: alice },
    })
    act(() => call(0).resolve('alice'))
    await waitFor(() => expect(result.current.data).toBe('alice'))
    rerender({ account: bob })
    expect(result.current.status).toBe('loading')
    expect(result.current.data).toBeUndefined()
    expect(call(1).target.accountKey).toBe(bob)
  })

  it('reloads on demand, keeping the last answer until the new one comes', async () => {
    const { loader, call } = scripted<number>()
    const { result } = renderHook(() => useLoad(alice, 'captcha', loader), { wrapper: inStore() })
    act(() => call(0).resolve(1))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => result.current.reload())
    expect(result.current).toMatchObject({ status: 'loading', data: 1 })
    act(() => call(1).resolve(2))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 2 }))
  })

  it('loads once however often the component renders with a new loader function', async () => {
    const loads: string[] = []
    const { result, rerender } = renderHook(
      ({ name }) =>
        useLoad(alice, 'same', () => {
          loads.push(name)
          return Promise.resolve(name)
        }),
      { wrapper: inStore(), initialProps: { name: 'first' } },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'))
    for (const name of ['second', 'third']) rerender({ name })
    expect(loads).toEqual(['first'])
    // A reload uses the newest loader.
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.data).toBe('third'))
  })

  it('loads nothing without a key, and turns a loader that throws at once into an error', async () => {
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLoad<string>(alice, key, () => {
          throw new Error('no session')
        }),
      { wrapper: inStore(), initialProps: { key: null as string | null } },
    )
    expect(result.current.status).toBe('idle')
    rerender({ key: 'now' })
    await waitFor(() => expect(result.current.status).toBe('error'))
  })

  it('sets nothing after unmount', () => {
    const { loader, call } = scripted<string>()
    const spy = vi.spyOn(console, 'error')
    const { unmount } = renderHook(() => useLoad(alice, 'late', loader), { wrapper: inStore() })
    unmount()
    expect(call(0).target.signal?.aborted).toBe(true)
    act(() => call(0).resolve('late'))
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})

import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissNotice, noticeMessages, noticesAtom, pushError, pushNotice } from './notices'

const broke = (code: number) => ({ descriptor: noticeMessages.socketBroke, values: { code } })

describe('notices', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a notice and removes it after 5 s', () => {
    const store = createStore()
    pushError(store, broke(1006))
    expect(store.get(noticesAtom)).toHaveLength(1)
    expect(store.get(noticesAtom)[0]?.level).toBe('error')
    vi.advanceTimersByTime(4999)
    expect(store.get(noticesAtom)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.get(noticesAtom)).toHaveLength(0)
  })

  it('can be dismissed before its time', () => {
    const store = createStore()
    const id = pushNotice(store, {
      level: 'success',
      message: { descriptor: noticeMessages.socketReconnected },
    })
    dismissNotice(store, id)
    expect(store.get(noticesAtom)).toEqual([])
  })

  it('keeps a sticky notice until dismissed', () => {
    const store = createStore()
    pushNotice(store, {
      level: 'warning',
      message: { descriptor: noticeMessages.sessionExpired },
      timeoutMs: null,
    })
    vi.advanceTimersByTime(60_000)
    expect(store.get(noticesAtom)).toHaveLength(1)
  })

  it('replaces an identical notice instead of stacking it, but keeps different ones', () => {
    const store = createStore()
    pushError(store, broke(1006))
    vi.advanceTimersByTime(3000)
    pushError(store, broke(1006))
    pushError(store, broke(1011))
    expect(store.get(noticesAtom).map((n) => n.message.values?.code)).toEqual([1006, 1011])
    vi.advanceTimersByTime(3000)
    expect(store.get(noticesAtom)).toHaveLength(2)
  })
})

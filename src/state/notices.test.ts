import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dismissNotice,
  noteOffline,
  noticeMessages,
  noticesAtom,
  pushError,
  pushNotice,
} from './notices'

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

  it('leaves out a background failure while the browser is offline, not what a person did', () => {
    const store = createStore()
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const quiet = pushNotice(store, { level: 'error', message: broke(1006), quietOffline: true })
      expect(store.get(noticesAtom)).toEqual([])
      dismissNotice(store, quiet)
      pushError(store, { descriptor: noticeMessages.unknownError })
      expect(store.get(noticesAtom)).toHaveLength(1)
      offline.mockReturnValue(true)
      pushNotice(store, { level: 'error', message: broke(1006), quietOffline: true })
      expect(store.get(noticesAtom)).toHaveLength(2)
    } finally {
      offline.mockRestore()
    }
  })

  it('takes background failures away once the app finds itself offline, until it is back', () => {
    const store = createStore()
    pushNotice(store, { level: 'error', message: broke(1006), quietOffline: true })
    pushError(store, { descriptor: noticeMessages.unknownError })
    noteOffline(store, true)
    expect(store.get(noticesAtom).map((n) => n.message.descriptor.id)).toEqual([
      'general.generic_error',
    ])
    pushNotice(store, { level: 'error', message: broke(1001), quietOffline: true })
    expect(store.get(noticesAtom)).toHaveLength(1)
    noteOffline(store, false)
    pushNotice(store, { level: 'error', message: broke(1001), quietOffline: true })
    expect(store.get(noticesAtom)).toHaveLength(2)
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

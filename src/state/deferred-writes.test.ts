import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STREAM_WRITE_DELAY_MS } from './deferred-writes'
import { entityAtom, getAccountCache, readEntity } from './entity-cache'
import { entityChange, sameValue } from './entity-change'
import { ingest, overwriteEntity } from './ingest'
import { status, user } from '../entities/test-factories'

const alice = 'alice@local.example'

describe('entityChange', () => {
  it('tells an equal copy, a counter-only change and a real change apart', () => {
    const held = user('u1', {
      statuses_count: 3,
      fields: [{ name: 'a', value: 'b', verified_at: null }],
    })
    expect(entityChange('users', held, structuredClone(held))).toBe('same')
    expect(entityChange('users', held, { ...held, statuses_count: 4 })).toBe('counters')
    expect(entityChange('users', held, { ...held, statuses_count: 4, name: 'Other' })).toBe(
      'changed',
    )
    // Counters mean nothing special for statuses.
    const post = status('5')
    expect(entityChange('statuses', post, { ...post, fave_num: 9 })).toBe('changed')
  })

  it('compares nested arrays and objects by value', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false)
    expect(sameValue([1], { 0: 1 })).toBe(false)
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false)
  })
})

describe('ingest of stream events (gathered writes)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('stores at once but writes a subscribed atom once per burst, with the latest value', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { statuses: [status('5', { text: 'v0' })] }, { observedAt: 1 })
    const heard = vi.fn()
    store.sub(entityAtom(cache, 'statuses', '5'), heard)
    for (let i = 1; i <= 20; i++) {
      const copy = status('5', { text: `v${String(i)}` })
      ingest(store, alice, { statuses: [copy] }, { observedAt: 1 + i, gathered: true })
    }
    expect(readEntity(cache, 'statuses', '5')?.text).toBe('v20')
    expect(heard).not.toHaveBeenCalled()
    vi.advanceTimersByTime(STREAM_WRITE_DELAY_MS)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(store.get(entityAtom(cache, 'statuses', '5'))?.text).toBe('v20')
  })

  it('stores an author whose post count moves but re-renders no card for it', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { users: [user('u1', { statuses_count: 1 })] }, { observedAt: 1 })
    const heard = vi.fn()
    store.sub(entityAtom(cache, 'users', 'u1'), heard)
    for (let i = 2; i <= 50; i++) {
      const copy = user('u1', { statuses_count: i })
      ingest(store, alice, { users: [copy] }, { observedAt: i, gathered: true })
    }
    vi.runAllTimers()
    expect(heard).not.toHaveBeenCalled()
    expect(readEntity(cache, 'users', 'u1')?.statuses_count).toBe(50)
    // A real change carries the counters with it; so does a page (not gathered).
    ingest(
      store,
      alice,
      { users: [user('u1', { statuses_count: 51, name: 'Renamed' })] },
      {
        observedAt: 60,
        gathered: true,
      },
    )
    vi.advanceTimersByTime(STREAM_WRITE_DELAY_MS)
    expect(store.get(entityAtom(cache, 'users', 'u1'))?.statuses_count).toBe(51)
    ingest(
      store,
      alice,
      { users: [user('u1', { statuses_count: 52, name: 'Renamed' })] },
      {
        observedAt: 70,
      },
    )
    expect(store.get(entityAtom(cache, 'users', 'u1'))?.statuses_count).toBe(52)
  })

  it('does not write an equal copy at all, and keeps the held object', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { statuses: [status('5')] }, { observedAt: 1 })
    const held = readEntity(cache, 'statuses', '5')
    const heard = vi.fn()
    store.sub(entityAtom(cache, 'statuses', '5'), heard)
    ingest(store, alice, { statuses: [status('5')] }, { observedAt: 2 })
    ingest(store, alice, { statuses: [status('5')] }, { observedAt: 3, gathered: true })
    vi.runAllTimers()
    expect(heard).not.toHaveBeenCalled()
    expect(readEntity(cache, 'statuses', '5')).toBe(held)
  })

  it('does not undo an optimistic patch made while a write was gathered', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { statuses: [status('5')] }, { observedAt: 1 })
    const target = entityAtom(cache, 'statuses', '5')
    store.sub(target, () => undefined)
    ingest(
      store,
      alice,
      { statuses: [status('5', { text: 'edit' })] },
      { observedAt: 2, gathered: true },
    )
    const patched = { ...status('5', { text: 'edit' }), favorited: true }
    overwriteEntity(store, alice, 'statuses', patched, 3)
    vi.advanceTimersByTime(STREAM_WRITE_DELAY_MS)
    expect(store.get(target)).toBe(patched)
  })

  it('writes unsubscribed entities to the cache only', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { statuses: [status('9')] }, { gathered: true })
    expect(cache.tables.statuses.atoms.size).toBe(0)
    vi.runAllTimers()
    expect(store.get(entityAtom(cache, 'statuses', '9'))?.id).toBe('9')
  })
})

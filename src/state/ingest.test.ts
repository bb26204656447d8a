import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { cacheSize, entityAtom, getAccountCache, onCacheEvent, readEntity } from './entity-cache'
import { releaseHolder, retainEntity, setHolder, sweep, SWEEP_GROWTH } from './holders'
import { ingest, ingestDeletion, ingestNotificationDismissal } from './ingest'
import { notification, poll, repeat, status, user } from '../entities/test-factories'

const alice = 'alice@local.example'
const bob = 'bob@other.example'

describe('ingest', () => {
  it('stores a repeat, its original, their authors and the poll once each', () => {
    const store = createStore()
    ingest(store, alice, {
      users: [user('u1'), user('u2'), user('u1')],
      polls: [poll('p1')],
      statuses: [status('5', { user_id: 'u2', poll_id: 'p1' }), repeat('6', '5')],
    })
    const cache = getAccountCache(store, alice)
    expect(cacheSize(cache)).toMatchObject({ statuses: 2, users: 2, polls: 1 })
    expect(readEntity(cache, 'statuses', '6')?.retweeted_status_id).toBe('5')
    expect(readEntity(cache, 'polls', 'p1')?.votes_count).toBe(1)
  })

  it('keeps one cache per account', () => {
    const store = createStore()
    ingest(store, alice, { statuses: [status('5', { favorited: true })] })
    ingest(store, bob, { statuses: [status('5', { favorited: false })] })
    expect(readEntity(getAccountCache(store, alice), 'statuses', '5')?.favorited).toBe(true)
    expect(readEntity(getAccountCache(store, bob), 'statuses', '5')?.favorited).toBe(false)
  })

  it('keeps the copy observed later', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { statuses: [status('5', { fave_num: 3 })] }, { observedAt: 200 })
    ingest(store, alice, { statuses: [status('5', { fave_num: 1 })] }, { observedAt: 100 })
    expect(readEntity(cache, 'statuses', '5')?.fave_num).toBe(3)
    ingest(store, alice, { statuses: [status('5', { fave_num: 4 })] }, { observedAt: 300 })
    expect(readEntity(cache, 'statuses', '5')?.fave_num).toBe(4)
  })

  it('keeps the later edit even when an older version is observed afterwards', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    const edited = status('5', { text: 'v2', edited_at: '2024-01-02T00:00:00.000Z' })
    ingest(store, alice, { statuses: [edited] }, { observedAt: 100 })
    ingest(store, alice, { statuses: [status('5', { text: 'v1' })] }, { observedAt: 200 })
    expect(readEntity(cache, 'statuses', '5')?.text).toBe('v2')
    const later = status('5', { text: 'v3', edited_at: '2024-01-03T00:00:00.000Z' })
    ingest(store, alice, { statuses: [later] }, { observedAt: 50 })
    expect(readEntity(cache, 'statuses', '5')?.text).toBe('v3')
  })

  it('keeps the client’s translation through a fresh copy of the same text, not through an edit', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    const translation = { text: 'Hallo', detected_language: 'en' }
    ingest(store, alice, { statuses: [status('5', { translation })] }, { observedAt: 100 })
    ingest(store, alice, { statuses: [status('5', { fave_num: 2 })] }, { observedAt: 200 })
    expect(readEntity(cache, 'statuses', '5')).toMatchObject({ fave_num: 2, translation })
    const edited = status('5', { edited_at: '2026-01-01T00:00:00.000Z' })
    ingest(store, alice, { statuses: [edited] }, { observedAt: 300 })
    expect(readEntity(cache, 'statuses', '5')?.translation).toBeNull()
  })

  it('notifies a subscriber of the entity that changed and not of others', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { statuses: [status('5'), status('7')] })
    const onFive = vi.fn()
    const onSeven = vi.fn()
    store.sub(entityAtom(cache, 'statuses', '5'), onFive)
    store.sub(entityAtom(cache, 'statuses', '7'), onSeven)
    ingest(store, alice, { statuses: [status('5', { favorited: true })] })
    expect(onFive).toHaveBeenCalledTimes(1)
    expect(onSeven).not.toHaveBeenCalled()
  })

  it('tombstones a deleted status and its repeats and tells the columns', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { statuses: [status('5'), repeat('6', '5'), status('7')] })
    const events: string[] = []
    onCacheEvent(cache, (event) => events.push(`${event.type}:${event.id}`))
    ingestDeletion(store, alice, '5')
    expect(readEntity(cache, 'statuses', '5')?.deleted).toBe(true)
    expect(readEntity(cache, 'statuses', '6')?.deleted).toBe(true)
    expect(readEntity(cache, 'statuses', '7')?.deleted).toBe(false)
    expect(events.sort()).toEqual(['deleted:5', 'deleted:6'])
  })

  it('drops a dismissed notification', () => {
    const store = createStore()
    const cache = getAccountCache(store, alice)
    ingest(store, alice, { notifications: [notification('30')] })
    ingestNotificationDismissal(store, alice, '30')
    expect(readEntity(cache, 'notifications', '30')).toBeUndefined()
  })
})

describe('memory bound', () => {
  function seeded() {
    const store = createStore()
    ingest(store, alice, {
      users: [user('u1'), user('u2'), user('u3'), user('u4')],
      polls: [poll('p1'), poll('p2')],
      statuses: [
        status('5', { user_id: 'u2', poll_id: 'p1' }),
        repeat('6', '5'),
        status('8', { user_id: 'u3', quote_id: '5' }),
        status('9', { user_id: 'u4', poll_id: 'p2' }),
      ],
      notifications: [notification('40', { from_profile_id: 'u3', status_id: '8' })],
    })
    return { store, cache: getAccountCache(store, alice) }
  }

  it('drops everything nothing holds', () => {
    const { store, cache } = seeded()
    expect(sweep(store, alice)).toBe(11)
    expect(cacheSize(cache)).toMatchObject({ statuses: 0, users: 0, polls: 0, notifications: 0 })
  })

  it('keeps what a column holds and what it refers to', () => {
    const { store, cache } = seeded()
    setHolder(store, alice, 'column:home', { statuses: ['6'] })
    sweep(store, alice)
    expect([...cache.tables.statuses.values.keys()].sort()).toEqual(['5', '6'])
    expect([...cache.tables.users.values.keys()].sort()).toEqual(['u1', 'u2'])
    expect([...cache.tables.polls.values.keys()]).toEqual(['p1'])
  })

  it('keeps the chain of a notification: its actor, status and quoted status', () => {
    const { store, cache } = seeded()
    setHolder(store, alice, 'column:notifications', { notifications: ['40'] })
    sweep(store, alice)
    expect([...cache.tables.statuses.values.keys()].sort()).toEqual(['5', '8'])
    expect([...cache.tables.users.values.keys()].sort()).toEqual(['u2', 'u3'])
  })

  it('keeps an entity a mounted card retains, until it lets go', () => {
    const { store, cache } = seeded()
    const release = retainEntity(store, alice, 'statuses', '9')
    sweep(store, alice)
    expect([...cache.tables.statuses.values.keys()]).toEqual(['9'])
    release()
    sweep(store, alice)
    expect(cache.tables.statuses.values.size).toBe(0)
  })

  it('sweeps on its own when ingest grew the cache a lot', () => {
    vi.useFakeTimers()
    try {
      const store = createStore()
      setHolder(store, alice, 'column:home', { statuses: ['1'] })
      ingest(store, alice, {
        statuses: Array.from({ length: SWEEP_GROWTH + 1 }, (_, i) => status(String(i + 1))),
      })
      vi.runAllTimers()
      expect([...getAccountCache(store, alice).tables.statuses.values.keys()]).toEqual(['1'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('sweeps on its own after the last holder leaves', () => {
    vi.useFakeTimers()
    try {
      const { store, cache } = seeded()
      setHolder(store, alice, 'thread:5', { statuses: ['5'] })
      releaseHolder(store, alice, 'thread:5')
      expect(cache.tables.statuses.values.size).toBe(4)
      vi.runAllTimers()
      expect(cache.tables.statuses.values.size).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

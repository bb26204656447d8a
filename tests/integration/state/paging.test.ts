import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { collectPages } from '../../../src/api/paging'
import { fetchPublicTimeline } from '../../../src/api/timelines'
import { cacheSize, getAccountCache } from '../../../src/state/entity-cache'
import { sweep } from '../../../src/state/holders'
import { compareIds } from '../../../src/state/ids'
import type { TimelineColumn } from '../../../src/state/timeline-column'
import type { RunningInstance } from '../../fake-akkoma/server'
import { localFeed, mountColumn, signInState, startTestInstance } from './helpers'

let instance: RunningInstance
const columns: TimelineColumn[] = []

beforeAll(async () => {
  instance = await startTestInstance({ statuses: 500 })
})
afterEach(() => {
  for (const column of columns.splice(0)) column.dispose()
})
afterAll(() => instance.close())

describe('a column paging a whole timeline', () => {
  it('loads every status once, newest first, until it bottoms out', async () => {
    const alice = await signInState(instance, 'alice')
    // A clock that moves a second per call, so the older-fetch throttle never holds the walk.
    let clock = 0
    const column = mountColumn(alice, localFeed, columns, () => (clock += 1000))
    await column.loadInitial()
    for (let round = 0; round < 100 && !column.state().bottomedOut; round++) {
      await column.loadOlder()
    }
    const { shown, bottomedOut } = column.state()
    expect(bottomedOut).toBe(true)
    const expected = await collectPages((maxId) =>
      fetchPublicTimeline(alice.client, { local: true, ...(maxId ? { maxId } : {}) }),
    )
    expect(shown).toEqual(expected.map((status) => status.id))
    expect(new Set(shown).size).toBe(shown.length)
    const sorted = [...shown].sort((a, b) => compareIds(b, a))
    expect(shown).toEqual(sorted)

    // Memory: trimming the column to a window lets the sweep drop the rest from the cache.
    const cache = getAccountCache(alice.store, alice.accountKey)
    const before = cacheSize(cache).statuses
    column.trim(shown[0] ?? null)
    sweep(alice.store, alice.accountKey)
    const after = cacheSize(cache).statuses
    expect(column.state().shown.length).toBeLessThan(shown.length)
    expect(after).toBeLessThan(before)
  })
})

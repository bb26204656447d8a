import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { columnTimelineAtom } from '../columns'
import { watchNotificationArrivals } from './arrivals'
import { trackerColumnId } from './unseen'

const account = 'alice@local.example'

describe('notification arrivals', () => {
  it('counts nothing of the first page, then reports each new id once', () => {
    const store = createStore()
    const column = columnTimelineAtom(store, trackerColumnId(account))
    const arrived: string[][] = []
    store.set(column, { type: 'fetchStarted', direction: 'initial' })
    const stop = watchNotificationArrivals(store, account, (ids) => arrived.push(ids))
    store.set(column, { type: 'received', direction: 'initial', ids: ['3', '2', '1'], now: 0 })
    expect(arrived).toEqual([])
    store.set(column, { type: 'streamed', id: '4', now: 1 })
    store.set(column, { type: 'streamed', id: '5', now: 2 })
    // The same id again (a poll bringing it back) is not new.
    store.set(column, { type: 'streamed', id: '5', now: 3 })
    expect(arrived).toEqual([['4'], ['5']])
    stop()
    store.set(column, { type: 'streamed', id: '6', now: 4 })
    expect(arrived).toHaveLength(2)
  })

  it('takes what an already loaded tracker holds as known', () => {
    const store = createStore()
    const column = columnTimelineAtom(store, trackerColumnId(account))
    store.set(column, { type: 'received', direction: 'initial', ids: ['2', '1'], now: 0 })
    const arrived: string[][] = []
    const stop = watchNotificationArrivals(store, account, (ids) => arrived.push(ids))
    store.set(column, { type: 'streamedMany', ids: ['4', '3'], now: 1 })
    expect(arrived).toEqual([['4', '3']])
    stop()
  })
})

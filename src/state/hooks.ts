// Hooks for the UI: read entities by id (a card re-renders only when its own entity changes),
// run a timeline column while it is on screen.
// Components never touch ky, the cache maps or ingest directly.

import { atom, useAtomValue, useStore, type Atom } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Notification } from '../entities/notification'
import type { Poll } from '../entities/poll'
import type { Report } from '../entities/report'
import type { Status } from '../entities/status'
import type { Relationship, User } from '../entities/user'
import { visibleStatusIds, type CompiledFilters } from './column-filters'
import { columnTimelineAtom } from './columns'
import {
  adoptEntityAtom,
  entityAtom,
  getAccountCache,
  type AccountKey,
  type EntityKind,
  type EntityTypes,
} from './entity-cache'
import { retainEntity } from './holders'
import { useScheduledTimeline } from './scheduled-timeline'
import { streamsFor } from './streams'
import type { TimelineAction, TimelineState } from './timeline'
import type { TimelineFeed } from './feed-source'
import { mountTimelineColumn, type TimelineColumn } from './timeline-column'

const nothing = atom(undefined)

/** One entity by id, kept in the cache while the component shows it. */
export function useEntity<K extends EntityKind>(
  accountKey: AccountKey,
  kind: K,
  id: string | null | undefined,
): EntityTypes[K] | undefined {
  const store = useStore()
  const target = useMemo(
    () => (id ? entityAtom(getAccountCache(store, accountKey), kind, id) : null),
    [store, accountKey, kind, id],
  )
  useEffect(() => {
    if (!id || !target) return undefined
    adoptEntityAtom(getAccountCache(store, accountKey), kind, id, target)
    return retainEntity(store, accountKey, kind, id)
  }, [store, accountKey, kind, id, target])
  return useAtomValue((target ?? nothing) as Atom<EntityTypes[K] | undefined>, { store })
}

export const useStatus = (accountKey: AccountKey, id: string | null | undefined) =>
  useEntity(accountKey, 'statuses', id) satisfies Status | undefined
export const useUser = (accountKey: AccountKey, id: string | null | undefined) =>
  useEntity(accountKey, 'users', id) satisfies User | undefined
export const useRelationship = (accountKey: AccountKey, userId: string | null | undefined) =>
  useEntity(accountKey, 'relationships', userId) satisfies Relationship | undefined
export const usePoll = (accountKey: AccountKey, id: string | null | undefined) =>
  useEntity(accountKey, 'polls', id) satisfies Poll | undefined
export const useNotification = (accountKey: AccountKey, id: string | null | undefined) =>
  useEntity(accountKey, 'notifications', id) satisfies Notification | undefined
export const useReport = (accountKey: AccountKey, id: string | null | undefined) =>
  useEntity(accountKey, 'reports', id) satisfies Report | undefined

export interface TimelineColumnControls {
  state: TimelineState
  dispatch: (action: TimelineAction) => void
  loadOlder: () => void
  /** "Show new" or, with the flush marker set, reload. */
  showNew: () => void
  reload: () => void
  trim: (anchorId: string | null) => void
}

function feedKey(feed: TimelineFeed): string {
  const { accepts: _accepts, ...data } = feed
  return JSON.stringify(data)
}

/** Run a timeline column while the component is mounted: first page, stream or polling. */
export function useTimelineColumn(
  accountKey: AccountKey,
  columnId: string,
  feed: TimelineFeed,
): TimelineColumnControls {
  const store = useStore()
  const key = feedKey(feed)
  const feedRef = useRef(feed)
  useEffect(() => {
    feedRef.current = feed
  })
  const [mounted, setMounted] = useState<{ columnId: string; column: TimelineColumn } | null>(null)
  const column = mounted?.columnId === columnId ? mounted.column : null
  useEffect(() => {
    const current = feedRef.current
    const running = mountTimelineColumn({
      store,
      accountKey,
      columnId,
      feed: { ...current, accepts: (status) => feedRef.current.accepts?.(status) ?? true },
      streams: streamsFor(store),
    })
    setMounted({ columnId, column: running })
    // Back on screen after a while: its stream was closed meanwhile, so catch up over REST.
    if (running.state().shown.length === 0) void running.loadInitial()
    else void running.fillGap()
    return () => {
      running.dispose()
      setMounted(null)
    }
  }, [store, accountKey, columnId, key])
  // The mounted runtime's atom once there is one: a column removed while still on screen (its
  // account signed out) keeps showing what it had rather than making its atom again.
  const timeline = column?.atom ?? columnTimelineAtom(store, columnId)
  const state = useScheduledTimeline(store, timeline, columnId)
  const showNew = useCallback(() => {
    if (!column) return
    if (column.state().flushMarker !== null) void column.reload()
    else column.dispatch({ type: 'showNew', now: Date.now() })
  }, [column])
  return {
    state,
    dispatch: useCallback((action: TimelineAction) => column?.dispatch(action), [column]),
    loadOlder: useCallback(() => void column?.loadOlder(), [column]),
    showNew,
    reload: useCallback(() => void column?.reload(), [column]),
    trim: useCallback((anchorId: string | null) => column?.trim(anchorId), [column]),
  }
}

/** The column's ids that show under its filters (deleted ones never show). */
export function useVisibleStatusIds(
  accountKey: AccountKey,
  ids: readonly string[],
  filters: CompiledFilters,
): string[] {
  const store = useStore()
  return useMemo(
    () => visibleStatusIds(getAccountCache(store, accountKey), ids, filters),
    [store, accountKey, ids, filters],
  )
}

// A timeline column at work, outside React: it fetches pages into the cache and its reducer,
// listens to its stream (or polls when streaming is off or the socket is broken), fills the gap
// after a reconnect, drops deleted ids, and keeps its ids alive in the cache as a holder. The
// React hook useTimelineColumn mounts one per column; tests and the benchmark drive it directly.

import type { Store } from 'jotai'
import { isApiError } from '../api/errors'
import type { TimelineQuery } from '../api/timelines'
import type { Status } from '../entities/status'
import { OLDER_FETCH_THROTTLE_MS, PAGE_LIMIT } from './constants'
import {
  columnsOfAccount,
  columnTimelineAtom,
  removeColumnAtoms,
  setColumnAccount,
  type TimelineAtom,
} from './columns'
import { getAccountCache, onCacheEvent, readEntity, type AccountKey } from './entity-cache'
import { releaseHolder, scheduleSweep, setHolder } from './holders'
import { maxId } from './ids'
import { keyedAtoms } from './keyed-atoms'
import {
  fetchErrorDescriptor,
  isNotificationSource,
  loadFeedPage,
  type FeedSource,
} from './feed-source'
import { noticeMessages, pushNotice } from './notices'
import { createPoller, type Poller } from './poller'
import { getSession, isSessionExpired, onSessionExpired } from './session'
import type { StreamManager, StreamSpec, StreamUpdate } from './stream-manager'
import type { FetchDirection, TimelineAction, TimelineOrder, TimelineState } from './timeline'
import { heldIds } from './timeline-selectors'
import { plainText } from './plain-text'

export interface TimelineFeed {
  /** A timeline of statuses, or the notifications list. */
  source: FeedSource
  stream?: StreamSpec
  pollIntervalMs: number
  order: TimelineOrder
  clearOnLeave: boolean
  /** The user's streaming setting: off means polling even where a stream exists. */
  streaming: boolean
  /** User and media timelines: whose statuses this column takes. */
  userId?: string | null
  /** What the column is of; a change clears it (the tag changed). Defaults to the source. */
  paramsKey?: string
  /** Stream items the column takes (user and media timelines take their user's only). */
  accepts?: (status: Status) => boolean
  query?: Pick<TimelineQuery, 'onlyMedia' | 'withMuted' | 'replyVisibility'>
}

export interface TimelineColumn {
  readonly atom: TimelineAtom
  state(): TimelineState
  dispatch(action: TimelineAction): void
  loadInitial(): Promise<void>
  loadOlder(): Promise<void>
  /** One newer page (a polling round): a full page sets the flush marker. */
  loadNewer(): Promise<void>
  /** Newer than the newest held, walking pages until caught up: nothing lost, nothing doubled. */
  fillGap(): Promise<void>
  /** The reload button: clear and fetch again. */
  reload(): Promise<void>
  /** Keep a window around the row being read and let the rest go. */
  trim(anchorId: string | null): void
  /** Stop fetching, streaming and polling (the column left the screen). */
  dispose(): void
}

export interface TimelineColumnDeps {
  store: Store
  accountKey: AccountKey
  columnId: string
  feed: TimelineFeed
  streams?: StreamManager
  now?: () => number
}

/** How long stream events are gathered before they reach the timeline. */
const STREAM_BATCH_MS = 50

/** A gap walk stops after this many pages; the next fill carries on from where it stopped. */
const MAX_GAP_PAGES = 10

export function holderName(columnId: string): string {
  return `column:${columnId}`
}

/** The runtimes mounted now, per store and column id: removing a column stops them first. */
const mountedColumns = keyedAtoms<string, Set<TimelineColumn>>()

/**
 * The column left the deck (house rule 8): its mounted runtime stops (fetches aborted, its stream
 * subscription ended: the socket closes when no other column uses it), its atoms are forgotten
 * and the cache may sweep what only it held.
 */
export function removeTimelineColumn(store: Store, accountKey: AccountKey, columnId: string): void {
  for (const column of [...(mountedColumns.peek(store, columnId) ?? [])]) column.dispose()
  removeColumnAtoms(store, columnId)
  releaseHolder(store, accountKey, holderName(columnId))
}

/** The account signed out: every column that ran for it lets go of what it holds. */
export function removeAccountColumns(store: Store, accountKey: AccountKey): void {
  for (const columnId of columnsOfAccount(store, accountKey)) {
    removeTimelineColumn(store, accountKey, columnId)
  }
}

export function mountTimelineColumn(deps: TimelineColumnDeps): TimelineColumn {
  const { store, accountKey, columnId, feed } = deps
  const now = deps.now ?? Date.now
  const cache = getAccountCache(store, accountKey)
  const paramsKey = feed.paramsKey ?? JSON.stringify(feed.source)
  const atom = columnTimelineAtom(
    store,
    columnId,
    { order: feed.order, streaming: feed.streaming, clearOnLeave: feed.clearOnLeave },
    { userId: feed.userId ?? null, paramsKey },
  )
  setColumnAccount(store, columnId, accountKey)
  const state = () => store.get(atom)
  const dispatch = (action: TimelineAction) => {
    store.set(atom, action)
  }
  const abort = new AbortController()
  const notifications = isNotificationSource(feed.source)
  const cleanups: (() => void)[] = []
  let lastOlderStart = -Infinity
  const running = new Map<string, Promise<void>>()

  // The same column id may come back with other params (the tag changed).
  // The atom may exist already (a component read it first, or the column was mounted before).
  dispatch({
    type: 'configChanged',
    config: { order: feed.order, streaming: feed.streaming, clearOnLeave: feed.clearOnLeave },
  })
  if (feed.userId !== undefined) dispatch({ type: 'userChanged', userId: feed.userId })
  dispatch({ type: 'paramsChanged', paramsKey })

  const updateHolder = () => {
    const ids = heldIds(state())
    setHolder(
      store,
      accountKey,
      holderName(columnId),
      notifications ? { notifications: ids } : { statuses: ids },
    )
  }
  updateHolder()
  cleanups.push(store.sub(atom, updateHolder))
  cleanups.push(
    onCacheEvent(cache, (event) => {
      const drops = notifications ? 'notificationDismissed' : 'deleted'
      if (event.type === drops) dispatch({ type: 'deleted', id: event.id })
    }),
  )

  const active = () => !abort.signal.aborted && !isSessionExpired(store, accountKey)

  /** Fetch one page and ingest it; null when the column is gone or the fetch failed. */
  const fetchPage = async (direction: FetchDirection, cursor: TimelineQuery) => {
    const session = getSession(store, accountKey)
    if (!session || !active()) return null
    const observedAt = now()
    try {
      const page = await loadFeedPage(
        store,
        accountKey,
        session.client,
        feed.source,
        { ...feed.query, ...cursor, signal: abort.signal },
        observedAt,
      )
      return active() ? page : null
    } catch (error) {
      if (!active()) return null
      const cause = isApiError(error)
        ? error.userMessage
        : { descriptor: noticeMessages.unknownError }
      const failure = {
        descriptor: fetchErrorDescriptor(feed.source),
        values: { error: plainText(cause) },
      }
      dispatch({ type: 'fetchFailed', direction, error: failure })
      pushNotice(store, { level: 'error', message: failure })
      return null
    }
  }

  /** One fetch per kind at a time: a second ask while one runs joins it. */
  const once = (name: string, run: () => Promise<void>): Promise<void> => {
    if (!active()) return Promise.resolve()
    const current = running.get(name)
    if (current) return current
    const started = run().finally(() => running.delete(name))
    running.set(name, started)
    return started
  }

  /** Runs after the fetch of that kind in progress, if any (a gap fill must not be dropped
   * because a polling round was still out). */
  const after = async (name: string, run: () => Promise<void>): Promise<void> => {
    await running.get(name)
    return once(name, run)
  }

  const received = (
    direction: FetchDirection,
    page: { ids: string[]; maxId?: string; minId?: string },
    contiguous = false,
  ) => {
    dispatch({
      type: 'received',
      direction,
      ids: page.ids,
      maxId: page.maxId ?? null,
      minId: page.minId ?? null,
      ...(feed.userId !== undefined ? { userId: feed.userId } : {}),
      contiguous,
      now: now(),
    })
  }

  const loadInitial = () =>
    once('initial', async () => {
      dispatch({ type: 'fetchStarted', direction: 'initial' })
      const page = await fetchPage('initial', {})
      if (page) received('initial', page)
    })

  const loadOlder = () =>
    once('older', async () => {
      const current = state()
      if (current.loading || current.bottomedOut || current.flushMarker !== null) return
      if (now() - lastOlderStart < OLDER_FETCH_THROTTLE_MS) return
      lastOlderStart = now()
      if (current.shown.length === 0) return loadInitial()
      dispatch({ type: 'fetchStarted', direction: 'older' })
      const page = await fetchPage('older', { maxId: current.olderCursor ?? undefined })
      if (page) received('older', page)
    })

  const loadNewer = () =>
    once('newer', async () => {
      const current = state()
      if (current.shown.length === 0 && current.queue.length === 0) return loadInitial()
      dispatch({ type: 'fetchStarted', direction: 'newer' })
      const page = await fetchPage('newer', { sinceId: current.newerCursor ?? undefined })
      if (page) received('newer', page)
    })

  const fillGap = () =>
    after('newer', async () => {
      let cursor = state().newerCursor
      if (cursor === null) return loadInitial()
      const seen = new Set<string>([cursor])
      for (let pages = 0; pages < MAX_GAP_PAGES; pages++) {
        dispatch({ type: 'fetchStarted', direction: 'newer' })
        const page = await fetchPage('newer', { minId: cursor })
        if (!page) return
        received('newer', page, true)
        const next = page.minId ?? maxId(page.ids)
        if (page.ids.length < PAGE_LIMIT || next === null || seen.has(next)) return
        seen.add(next)
        cursor = next
      }
    })

  // Stream bursts are gathered for a moment and merged in one pass, so two hundred events a
  // second cost a few renders rather than two hundred.
  let pending: string[] = []
  let flushTimer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    flushTimer = null
    const ids = pending
    pending = []
    if (ids.length === 1 && ids[0] !== undefined)
      dispatch({ type: 'streamed', id: ids[0], now: now() })
    else if (ids.length > 1) dispatch({ type: 'streamedMany', ids, now: now() })
  }
  cleanups.push(() => {
    if (flushTimer) clearTimeout(flushTimer)
  })
  const gather = (id: string) => {
    pending.push(id)
    flushTimer ??= setTimeout(flush, STREAM_BATCH_MS)
  }
  const onUpdate = (update: StreamUpdate) => {
    if (notifications) {
      if (update.type === 'notification') gather(update.id)
      return
    }
    if (update.type !== 'status') return
    const status = readEntity(cache, 'statuses', update.id)
    if (!status || (feed.accepts && !feed.accepts(status))) return
    gather(update.id)
  }

  let poller: Poller | null = null
  if (feed.stream && feed.streaming && deps.streams) {
    cleanups.push(
      deps.streams.subscribe(accountKey, feed.stream, {
        onUpdate,
        fillGap,
        poll: loadNewer,
        pollIntervalMs: feed.pollIntervalMs,
      }),
    )
  } else {
    poller = createPoller(loadNewer, feed.pollIntervalMs)
    poller.start()
    cleanups.push(() => poller?.stop())
  }
  cleanups.push(onSessionExpired(store, accountKey, () => poller?.stop()))

  const column: TimelineColumn = {
    atom,
    state,
    dispatch,
    loadInitial,
    loadOlder,
    loadNewer,
    fillGap,
    async reload() {
      dispatch({ type: 'clear' })
      await loadInitial()
    },
    trim(anchorId) {
      const before = state()
      dispatch({ type: 'trim', anchorId })
      if (state() !== before) scheduleSweep(store, cache)
    },
    dispose() {
      if (abort.signal.aborted) return
      dispatch({ type: 'left' })
      abort.abort()
      dispatch({ type: 'fetchAborted' })
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
  const mounted = mountedColumns.get(store, columnId, () => new Set())
  mounted.add(column)
  cleanups.push(() => {
    mounted.delete(column)
    if (mounted.size === 0 && mountedColumns.peek(store, columnId) === mounted) {
      mountedColumns.remove(store, columnId)
    }
  })
  return column
}

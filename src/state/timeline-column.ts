// A timeline column at work, outside React: it fetches pages into the cache and its reducer,
// listens to its stream (or polls when streaming is off or the socket is broken), fills the gap
// after a reconnect, drops deleted ids, and keeps its ids alive in the cache as a holder. The
// React hook useTimelineColumn mounts one per column; tests and the benchmark drive it directly.
// The fetching is in column-loading.ts, the stream batching and polling in column-live.ts.

import type { Store } from 'jotai'
import { columnLoaders, type ColumnRun } from './column-loading'
import { startLiveUpdates } from './column-live'
import {
  columnsOfAccount,
  columnTimelineAtom,
  removeColumnAtoms,
  setColumnAccount,
  type TimelineAtom,
} from './columns'
import { getAccountCache, onCacheEvent, type AccountKey } from './entity-cache'
import { isNotificationSource, type TimelineFeed } from './feed-source'
import { releaseHolder, scheduleSweep, setHolder } from './holders'
import { keyedAtoms } from '../lib/keyed-atoms'
import { isSessionExpired } from './session'
import type { StreamManager } from './stream-manager'
import type { TimelineAction, TimelineState } from './timeline'
import { heldIds } from './timeline-selectors'

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
  const atom = openColumnAtom(store, accountKey, columnId, feed)
  const abort = new AbortController()
  const run: ColumnRun = {
    store,
    accountKey,
    feed,
    cache: getAccountCache(store, accountKey),
    notifications: isNotificationSource(feed.source),
    now: deps.now ?? Date.now,
    signal: abort.signal,
    state: () => store.get(atom),
    dispatch: (action) => {
      store.set(atom, action)
    },
    active: () => !abort.signal.aborted && !isSessionExpired(store, accountKey),
  }
  const loaders = columnLoaders(run)
  const cleanups = [
    ...keepHeld(run, atom, columnId),
    ...startLiveUpdates(run, loaders, deps.streams),
  ]
  const { state, dispatch } = run
  const column: TimelineColumn = {
    atom,
    state,
    dispatch,
    ...loaders,
    async reload() {
      dispatch({ type: 'clear' })
      await loaders.loadInitial()
    },
    trim(anchorId) {
      const before = state()
      dispatch({ type: 'trim', anchorId })
      if (state() !== before) scheduleSweep(store, run.cache)
    },
    dispose() {
      if (abort.signal.aborted) return
      dispatch({ type: 'left' })
      abort.abort()
      dispatch({ type: 'fetchAborted' })
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
  cleanups.push(registerMounted(store, columnId, column))
  return column
}

/** The column's atom, brought up to its feed: the atom may exist already (a component read it
 * first, or the column was mounted before), and the same column id may come back with other
 * params (the tag changed). */
function openColumnAtom(
  store: Store,
  accountKey: AccountKey,
  columnId: string,
  feed: TimelineFeed,
): TimelineAtom {
  const paramsKey = feed.paramsKey ?? JSON.stringify(feed.source)
  const config = { order: feed.order, streaming: feed.streaming, clearOnLeave: feed.clearOnLeave }
  const atom = columnTimelineAtom(store, columnId, config, {
    userId: feed.userId ?? null,
    paramsKey,
  })
  setColumnAccount(store, columnId, accountKey, feed.source.kind)
  store.set(atom, { type: 'configChanged', config })
  if (feed.userId !== undefined) store.set(atom, { type: 'userChanged', userId: feed.userId })
  store.set(atom, { type: 'paramsChanged', paramsKey })
  return atom
}

/** The column holds its ids in the cache (house rule 8) and drops the ones deleted or dismissed
 * there. Returns the stops. */
function keepHeld(run: ColumnRun, atom: TimelineAtom, columnId: string): (() => void)[] {
  const { store, accountKey, notifications } = run
  const updateHolder = () => {
    const ids = heldIds(run.state())
    setHolder(
      store,
      accountKey,
      holderName(columnId),
      notifications ? { notifications: ids } : { statuses: ids },
    )
  }
  updateHolder()
  const drops = notifications ? 'notificationDismissed' : 'deleted'
  return [
    store.sub(atom, updateHolder),
    onCacheEvent(run.cache, (event) => {
      if (event.type === drops) run.dispatch({ type: 'deleted', id: event.id })
    }),
  ]
}

/** Every column runtime mounted in this store (catching up after the network came back). */
export function mountedTimelineColumns(store: Store): TimelineColumn[] {
  return mountedColumns.entries(store).flatMap(([, mounted]) => [...mounted])
}

/** Note a mounted runtime so removing its column stops it; returns the unregister. */
function registerMounted(store: Store, columnId: string, column: TimelineColumn): () => void {
  const mounted = mountedColumns.get(store, columnId, () => new Set())
  mounted.add(column)
  return () => {
    mounted.delete(column)
    if (mounted.size === 0 && mountedColumns.peek(store, columnId) === mounted) {
      mountedColumns.remove(store, columnId)
    }
  }
}

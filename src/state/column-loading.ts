// How a timeline column fetches (timeline-column.ts puts it together): one page at a time into
// the cache and the reducer, one fetch of each kind at once, older pages throttled (an ask inside
// the window runs when it ends), and the gap after a reconnect walked page by page until caught
// up.

import type { Store } from 'jotai'
import { isApiError } from '../api/errors'
import type { TimelineQuery } from '../api/timelines'
import { OLDER_FETCH_THROTTLE_MS, PAGE_LIMIT } from './constants'
import type { AccountCache, AccountKey } from './entity-cache'
import { fetchErrorDescriptor, loadFeedPage, type FeedPage, type TimelineFeed } from './feed-source'
import { maxId } from './ids'
import { noticeMessages, pushNotice } from './notices'
import { plainText } from './plain-text'
import { getSession } from './session'
import type { FetchDirection, TimelineAction, TimelineState } from './timeline'

/** What every part of a mounted column works on. */
export interface ColumnRun {
  store: Store
  accountKey: AccountKey
  feed: TimelineFeed
  cache: AccountCache
  /** A notifications list rather than a timeline of statuses. */
  notifications: boolean
  now: () => number
  signal: AbortSignal
  state: () => TimelineState
  dispatch: (action: TimelineAction) => void
  /** Not disposed, and the account's session still good. */
  active: () => boolean
}

export interface ColumnLoaders {
  loadInitial: () => Promise<void>
  loadOlder: () => Promise<void>
  loadNewer: () => Promise<void>
  /** Newer than `from` (default: the newest held), page by page until caught up. */
  fillGap: (from?: string | null) => Promise<void>
}

/** A gap walk stops after this many pages; the next fill carries on from where it stopped. */
const MAX_GAP_PAGES = 10

type PageFetch = (direction: FetchDirection, cursor: TimelineQuery) => Promise<FeedPage | null>

/** Fetch one page and ingest it; null when the column is gone or the fetch failed (the column
 * and a notice say so). */
function pageFetch(run: ColumnRun): PageFetch {
  const { store, accountKey, feed } = run
  return async (direction, cursor) => {
    const session = getSession(store, accountKey)
    if (!session || !run.active()) return null
    const observedAt = run.now()
    try {
      const page = await loadFeedPage(
        store,
        accountKey,
        session.client,
        feed.source,
        { ...feed.query, ...cursor, signal: run.signal },
        observedAt,
      )
      return run.active() ? page : null
    } catch (error) {
      if (!run.active()) return null
      const cause = isApiError(error)
        ? error.userMessage
        : { descriptor: noticeMessages.unknownError }
      const failure = {
        descriptor: fetchErrorDescriptor(feed.source),
        values: { error: plainText(cause) },
      }
      run.dispatch({ type: 'fetchFailed', direction, error: failure })
      pushNotice(store, { level: 'error', message: failure, quietOffline: true })
      return null
    }
  }
}

/** One fetch per kind at a time: a second ask while one runs joins it; `after` waits for the
 * one in progress and then runs (a gap fill must not be dropped because a polling round was
 * still out). */
function fetchGuard(run: ColumnRun) {
  const running = new Map<string, Promise<void>>()
  const once = (name: string, task: () => Promise<void>): Promise<void> => {
    if (!run.active()) return Promise.resolve()
    const current = running.get(name)
    if (current) return current
    const started = task().finally(() => running.delete(name))
    running.set(name, started)
    return started
  }
  const after = async (name: string, task: () => Promise<void>): Promise<void> => {
    await running.get(name)
    return once(name, task)
  }
  return { once, after }
}

/** The page arrived: into the reducer, in the server's order. */
function receive(run: ColumnRun, direction: FetchDirection, page: FeedPage, contiguous = false) {
  const { userId } = run.feed
  run.dispatch({
    type: 'received',
    direction,
    ids: page.ids,
    maxId: page.maxId ?? null,
    minId: page.minId ?? null,
    ...(userId !== undefined ? { userId } : {}),
    contiguous,
    now: run.now(),
  })
}

export function columnLoaders(run: ColumnRun): ColumnLoaders {
  const fetchPage = pageFetch(run)
  const { once, after } = fetchGuard(run)
  const { state, dispatch, now } = run
  let lastOlderStart = -Infinity
  // An older load asked for inside the throttle's window runs when the window ends: a reader
  // who jumped to the bottom must not wait for a scroll that may never come.
  let olderRetry: ReturnType<typeof setTimeout> | null = null
  const retryOlderIn = (ms: number) => {
    if (olderRetry !== null || run.signal.aborted) return
    olderRetry = setTimeout(() => {
      olderRetry = null
      void loadOlder()
    }, ms)
  }
  run.signal.addEventListener('abort', () => {
    if (olderRetry !== null) clearTimeout(olderRetry)
    olderRetry = null
  })

  const loadInitial = () =>
    once('initial', async () => {
      dispatch({ type: 'fetchStarted', direction: 'initial' })
      const page = await fetchPage('initial', {})
      if (page) receive(run, 'initial', page)
    })

  const loadOlder = () =>
    once('older', async () => {
      const current = state()
      if (current.loading || current.bottomedOut || current.flushMarker !== null) return
      const wait = lastOlderStart + OLDER_FETCH_THROTTLE_MS - now()
      if (wait > 0) {
        retryOlderIn(wait)
        return
      }
      lastOlderStart = now()
      if (current.shown.length === 0) return loadInitial()
      dispatch({ type: 'fetchStarted', direction: 'older' })
      const page = await fetchPage('older', { maxId: current.olderCursor ?? undefined })
      if (page) receive(run, 'older', page)
    })

  const loadNewer = () =>
    once('newer', async () => {
      const current = state()
      if (current.shown.length === 0 && current.queue.length === 0) return loadInitial()
      dispatch({ type: 'fetchStarted', direction: 'newer' })
      const page = await fetchPage('newer', { sinceId: current.newerCursor ?? undefined })
      if (page) receive(run, 'newer', page)
    })

  const fillGap = (from?: string | null) =>
    after('newer', async () => {
      const cursor = from ?? state().newerCursor
      if (cursor === null) return loadInitial()
      await walkGap(run, fetchPage, cursor)
    })

  return { loadInitial, loadOlder, loadNewer, fillGap }
}

/** Newer than `cursor`, page by page until a short page: nothing lost, nothing doubled. */
async function walkGap(run: ColumnRun, fetchPage: PageFetch, from: string): Promise<void> {
  let cursor = from
  const seen = new Set<string>([cursor])
  for (let pages = 0; pages < MAX_GAP_PAGES; pages++) {
    run.dispatch({ type: 'fetchStarted', direction: 'newer' })
    const page = await fetchPage('newer', { minId: cursor })
    if (!page) return
    receive(run, 'newer', page, true)
    const next = page.minId ?? maxId(page.ids)
    if (page.ids.length < PAGE_LIMIT || next === null || seen.has(next)) return
    seen.add(next)
    cursor = next
  }
}

// The timeline rules of spec 1 section 4 as a pure reducer. A timeline holds ids only (the
// entities live in the cache): the ids shown, the queue of newer ids not shown yet, the paging
// cursors, the loading, error and bottomed-out flags and the flush marker. Columns keep one of
// these per column id; the UI reads it through the selectors in timeline-selectors.ts.

import type { UserMessage } from '../i18n/define-messages'
import {
  CLICK_BLOCK_MS,
  COLUMN_MAX_IDS,
  COLUMN_WINDOW_BELOW,
  FLUSH_THRESHOLD,
  VISIBLE_AFTER_SHOW_NEW,
} from './constants'
import { compareIds, maxId, newestFirst } from './ids'

export type TimelineOrder = 'newest-first' | 'server'
export type FetchDirection = 'initial' | 'older' | 'newer'

export interface TimelineConfig {
  /** Bookmarks keep the server's order; everything else is sorted newest first by id. */
  order: TimelineOrder
  /** With streaming on, new items show by themselves when the reader is at the top. */
  streaming: boolean
  /** Bookmarks and list timelines are emptied when the reader leaves them. */
  clearOnLeave: boolean
}

export interface TimelineView {
  atTop: boolean
  focused: boolean
}

export interface TimelineState {
  config: TimelineConfig
  /** Ids shown, in display order. */
  shown: readonly string[]
  /** Newer ids received but not shown yet, in display order. */
  queue: readonly string[]
  /** `max_id` for the next older page (from the Link header, else the oldest id shown). */
  olderCursor: string | null
  /** `since_id`/`min_id` for the next newer fetch (Link header, else the newest id held). */
  newerCursor: string | null
  /** An initial or older fetch is running. */
  loading: boolean
  loadingNewer: boolean
  error: UserMessage | null
  /** An older fetch came back empty: there is nothing more to load. */
  bottomedOut: boolean
  /** Non-null when a newer fetch may have skipped items: "show new" must become reload. */
  flushMarker: string | null
  /** The reader is not at the top (or not focused): new items wait for the button. */
  paused: boolean
  view: TimelineView
  /** Epoch ms until which clicks are ignored (the UI enforces it). */
  clickBlockedUntil: number
  /** User and media timelines accept data for this user only. */
  userId: string | null
  /** What the timeline is of (a tag, a list id ...); a change clears it. */
  paramsKey: string
  /** The newest id the reader has seen; newer shown ids count as unread. */
  lastReadId: string | null
}

export interface ReceivedPage {
  type: 'received'
  direction: FetchDirection
  ids: readonly string[]
  /** Cursors from the Link header, when the server sent them. */
  maxId?: string | null
  minId?: string | null
  /** For user and media timelines: whose data this is. */
  userId?: string | null
  /** A `min_id` walk (gap fill) is contiguous with what is held, so it cannot skip items. */
  contiguous?: boolean
  now: number
}

export type TimelineAction =
  | ReceivedPage
  | { type: 'streamed'; id: string; now: number }
  /** Several streamed ids at once (a burst gathered by the column): merged in one pass. */
  | { type: 'streamedMany'; ids: readonly string[]; now: number }
  | { type: 'fetchStarted'; direction: FetchDirection }
  | { type: 'fetchFailed'; direction: FetchDirection; error: UserMessage }
  /** The column stopped with fetches in flight: they will never land. */
  | { type: 'fetchAborted' }
  | { type: 'showNew'; now: number }
  | { type: 'deleted'; id: string }
  | { type: 'viewChanged'; view: Partial<TimelineView>; paused?: boolean }
  | { type: 'configChanged'; config: Partial<TimelineConfig> }
  | { type: 'clear' }
  | { type: 'left' }
  | { type: 'userChanged'; userId: string | null }
  | { type: 'paramsChanged'; paramsKey: string }
  | { type: 'markRead' }
  | { type: 'trim'; anchorId: string | null }

export const defaultTimelineConfig: TimelineConfig = {
  order: 'newest-first',
  streaming: true,
  clearOnLeave: false,
}

export function createTimeline(
  config: Partial<TimelineConfig> = {},
  init: { userId?: string | null; paramsKey?: string } = {},
): TimelineState {
  return {
    config: { ...defaultTimelineConfig, ...config },
    shown: [],
    queue: [],
    olderCursor: null,
    newerCursor: null,
    loading: false,
    loadingNewer: false,
    error: null,
    bottomedOut: false,
    flushMarker: null,
    paused: false,
    view: { atTop: true, focused: true },
    clickBlockedUntil: 0,
    userId: init.userId ?? null,
    paramsKey: init.paramsKey ?? '',
    lastReadId: null,
  }
}

/** Empty the timeline but keep what it is of and how it is shown. */
function cleared(state: TimelineState): TimelineState {
  return {
    ...createTimeline(state.config, { userId: state.userId, paramsKey: state.paramsKey }),
    view: state.view,
  }
}

/** Merge ids into a list: no duplicates, ordered per config (server order appends). */
function merge(
  order: TimelineOrder,
  first: readonly string[],
  second: readonly string[],
): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const list of [first, second]) {
    for (const id of list) {
      if (seen.has(id)) continue
      seen.add(id)
      out.push(id)
    }
  }
  if (order === 'newest-first') out.sort(newestFirst)
  return out
}

function newestHeld(state: TimelineState): string | null {
  return maxId([...state.queue.slice(0, 1), ...state.shown.slice(0, 1)])
}

function showNew(state: TimelineState, now: number): TimelineState {
  const all = merge(state.config.order, state.queue, state.shown)
  const shown = all.slice(0, VISIBLE_AFTER_SHOW_NEW)
  const dropped = all.length > shown.length
  return {
    ...state,
    shown,
    queue: [],
    paused: false,
    // What fell below the 50 is fetched again as older pages from the last one shown.
    olderCursor: dropped ? (shown.at(-1) ?? null) : state.olderCursor,
    bottomedOut: dropped ? false : state.bottomedOut,
    clickBlockedUntil: now + CLICK_BLOCK_MS,
  }
}

/** After items were queued: show them at once when the reader is watching the top, else pause. */
function afterQueued(state: TimelineState, now: number): TimelineState {
  if (state.queue.length === 0 || state.flushMarker !== null) return state
  const { atTop, focused } = state.view
  if (state.config.streaming && atTop && focused && !state.paused) return showNew(state, now)
  return { ...state, paused: true }
}

function receive(state: TimelineState, action: ReceivedPage): TimelineState {
  if (action.userId !== undefined && state.userId !== null && action.userId !== state.userId) {
    return state
  }
  const { ids, direction } = action
  const wasEmpty = state.shown.length === 0 && state.queue.length === 0
  const base = {
    ...state,
    error: null,
    loading: direction === 'newer' ? state.loading : false,
    loadingNewer: direction === 'newer' ? false : state.loadingNewer,
  }
  const oldest = ids.at(-1) ?? null
  const newest = ids[0] ?? null

  if (direction !== 'newer' || wasEmpty) {
    if (direction === 'older' && ids.length === 0) return { ...base, bottomedOut: true }
    const shown = merge(state.config.order, state.shown, ids)
    const olderCursor = ids.length > 0 ? (action.maxId ?? oldest) : state.olderCursor
    const newerCursor =
      wasEmpty && ids.length > 0 ? (action.minId ?? newest) : (state.newerCursor ?? newest)
    return {
      ...base,
      shown,
      olderCursor,
      newerCursor,
      lastReadId: wasEmpty ? (shown[0] ?? null) : state.lastReadId,
    }
  }

  // A newer fetch into a timeline that already holds items.
  const held = new Set([...state.shown, ...state.queue])
  const fresh = ids.filter((id) => !held.has(id))
  const flush =
    !action.contiguous && ids.length >= FLUSH_THRESHOLD && !state.loading && state.shown.length > 0
  const newerCursor = ids.length > 0 ? (action.minId ?? newest) : state.newerCursor
  const queued: TimelineState = {
    ...base,
    queue: merge(state.config.order, fresh, state.queue),
    newerCursor:
      state.config.order === 'newest-first'
        ? maxId([newerCursor, state.newerCursor].filter((id) => id !== null))
        : newerCursor,
    flushMarker: flush ? (newestHeld(state) ?? newest) : state.flushMarker,
  }
  return fresh.length > 0 ? afterQueued(queued, action.now) : queued
}

function streamed(state: TimelineState, id: string, now: number): TimelineState {
  if (state.shown.includes(id) || state.queue.includes(id)) return state
  const newerCursor =
    state.newerCursor === null || compareIds(id, state.newerCursor) > 0 ? id : state.newerCursor
  if (state.shown.length === 0 && state.queue.length === 0 && !state.loading) {
    return { ...state, shown: [id], newerCursor }
  }
  const queue = merge(state.config.order, [id], state.queue)
  return afterQueued({ ...state, queue, newerCursor }, now)
}

function streamedMany(state: TimelineState, ids: readonly string[], now: number): TimelineState {
  const held = new Set([...state.shown, ...state.queue])
  const fresh = [...new Set(ids)].filter((id) => !held.has(id))
  if (fresh.length === 0) return state
  const newerCursor = maxId(state.newerCursor === null ? fresh : [...fresh, state.newerCursor])
  if (state.shown.length === 0 && state.queue.length === 0 && !state.loading) {
    return { ...state, shown: merge(state.config.order, fresh, []), newerCursor }
  }
  const queue = merge(state.config.order, fresh, state.queue)
  return afterQueued({ ...state, queue, newerCursor }, now)
}

/** Keep COLUMN_WINDOW_BELOW ids below the row being read and at most COLUMN_MAX_IDS in all.
 * What goes below is fetched again as older pages. What goes above leaves a hole between the
 * top and the reader: the flush marker turns "show new" into reload, the same answer the spec
 * gives to any newer fetch that may have skipped items. */
function trim(state: TimelineState, anchorId: string | null): TimelineState {
  const anchor = anchorId === null ? 0 : Math.max(0, state.shown.indexOf(anchorId))
  const above = COLUMN_MAX_IDS - COLUMN_WINDOW_BELOW - 1
  const start = Math.max(0, anchor - above)
  const end = anchor + 1 + COLUMN_WINDOW_BELOW
  if (start === 0 && state.shown.length <= end) return state
  const shown = state.shown.slice(start, end)
  const cutBelow = state.shown.length > end
  return {
    ...state,
    shown,
    olderCursor: cutBelow ? (shown.at(-1) ?? null) : state.olderCursor,
    bottomedOut: cutBelow ? false : state.bottomedOut,
    flushMarker: start > 0 ? (state.flushMarker ?? state.shown[0] ?? null) : state.flushMarker,
  }
}

export function timelineReducer(state: TimelineState, action: TimelineAction): TimelineState {
  switch (action.type) {
    case 'received':
      return receive(state, action)
    case 'streamed':
      return streamed(state, action.id, action.now)
    case 'streamedMany':
      return streamedMany(state, action.ids, action.now)
    case 'fetchStarted':
      return action.direction === 'newer'
        ? { ...state, loadingNewer: true }
        : { ...state, loading: true, error: null }
    case 'fetchFailed':
      return action.direction === 'newer'
        ? { ...state, loadingNewer: false, error: action.error }
        : { ...state, loading: false, error: action.error }
    case 'fetchAborted':
      return state.loading || state.loadingNewer
        ? { ...state, loading: false, loadingNewer: false }
        : state
    case 'showNew':
      return state.flushMarker !== null ? cleared(state) : showNew(state, action.now)
    case 'deleted': {
      if (!state.shown.includes(action.id) && !state.queue.includes(action.id)) return state
      const keep = (id: string) => id !== action.id
      return { ...state, shown: state.shown.filter(keep), queue: state.queue.filter(keep) }
    }
    case 'viewChanged':
      return {
        ...state,
        view: { ...state.view, ...action.view },
        paused: action.paused ?? state.paused,
      }
    case 'configChanged': {
      const config = { ...state.config, ...action.config }
      const same = (Object.keys(config) as (keyof TimelineConfig)[]).every(
        (key) => config[key] === state.config[key],
      )
      return same ? state : { ...state, config }
    }
    case 'clear':
      return cleared(state)
    case 'left':
      return state.config.clearOnLeave ? cleared(state) : state
    case 'userChanged':
      return action.userId === state.userId ? state : cleared({ ...state, userId: action.userId })
    case 'paramsChanged':
      return action.paramsKey === state.paramsKey
        ? state
        : cleared({ ...state, paramsKey: action.paramsKey })
    case 'markRead':
      return { ...state, lastReadId: state.shown[0] ?? state.lastReadId }
    case 'trim':
      return trim(state, action.anchorId)
  }
}

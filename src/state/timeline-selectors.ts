// Read-only views of a TimelineState for the UI: the new-items button, unread count, click block.

import { compareIds } from './ids'
import type { TimelineState } from './timeline'

export type NewItemsButton =
  | { kind: 'hidden' }
  | { kind: 'show'; count: number }
  /** The flush marker is set: the button clears the timeline and it is fetched again. */
  | { kind: 'reload' }

export function newItemsButton(state: TimelineState): NewItemsButton {
  if (state.flushMarker !== null) return { kind: 'reload' }
  if (state.queue.length === 0) return { kind: 'hidden' }
  return { kind: 'show', count: state.queue.length }
}

/** Ids shown above the last one read (newer than it). */
function unreadIds(state: TimelineState): readonly string[] {
  const last = state.lastReadId
  if (last === null) return []
  if (state.config.order === 'server') {
    const at = state.shown.indexOf(last)
    return at < 0 ? [] : state.shown.slice(0, at)
  }
  const out: string[] = []
  for (const id of state.shown) {
    if (compareIds(id, last) <= 0) break
    out.push(id)
  }
  return out
}

export function unreadCount(state: TimelineState): number {
  return unreadIds(state).length
}

/** The oldest unread id: where "jump to first unread" scrolls to. */
export function firstUnreadId(state: TimelineState): string | null {
  return unreadIds(state).at(-1) ?? null
}

export function isClickBlocked(state: TimelineState, now: number): boolean {
  return now < state.clickBlockedUntil
}

/** Every id the timeline refers to: what keeps entities alive in the cache. */
export function heldIds(state: TimelineState): readonly string[] {
  return state.queue.length === 0 ? state.shown : [...state.queue, ...state.shown]
}

/** An older page may be asked for: not loading, not bottomed out, not waiting for reload. */
export function canLoadOlder(state: TimelineState): boolean {
  return !state.loading && !state.bottomedOut && state.flushMarker === null
}

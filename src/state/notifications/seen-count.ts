// The seen-count rule of spec 2 (notifications list): a list shows every unseen notification
// and, below them, a number of seen ones: 30 at first and after "mark read", 20 more per "load
// more". Only when every seen notification held is shown does "load more" ask the server.

import { NOTIFICATIONS_SEEN_SHOWN } from '../constants'

export const initialSeenToDisplay = NOTIFICATIONS_SEEN_SHOWN.initial

/** How many of the list's notifications (newest first) show. */
export function displayedCount(total: number, unseen: number, seenToDisplay: number): number {
  return Math.max(0, Math.min(total, unseen + seenToDisplay))
}

export type LoadMoreStep =
  /** Show more of the seen notifications already held. */
  | { kind: 'reveal'; seenToDisplay: number }
  /** Everything held shows: fetch an older page, whose seen notifications will show too. */
  | { kind: 'fetch'; seenToDisplay: number }

export function loadMoreStep(total: number, unseen: number, seenToDisplay: number): LoadMoreStep {
  const seenHeld = Math.max(0, total - unseen)
  if (seenToDisplay < seenHeld) {
    return {
      kind: 'reveal',
      seenToDisplay: Math.min(seenToDisplay + NOTIFICATIONS_SEEN_SHOWN.step, seenHeld),
    }
  }
  return { kind: 'fetch', seenToDisplay: seenHeld + NOTIFICATIONS_SEEN_SHOWN.step }
}

/** Seen notifications held but not shown yet: the footer offers them before the server's. */
export function hiddenSeenCount(total: number, unseen: number, seenToDisplay: number): number {
  return Math.max(0, total - displayedCount(total, unseen, seenToDisplay))
}

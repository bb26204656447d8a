import { useState } from 'react'
import { isStreamedState } from '../../state/columns'
import type { TimelineState } from '../../state/timeline'

const none: ReadonlySet<string> = new Set()

/**
 * The ids a stream turn has just put on show (their cards mount a few per frame, see
 * mount-budget.ts). Rows that come into view for any other reason (scrolling, a page, "show
 * new", a filter) are not among them and mount at once.
 */
export function useStreamTurnIds(state: TimelineState): ReadonlySet<string> {
  const [last, setLast] = useState({ shown: state.shown, fresh: none })
  if (last.shown === state.shown) return last.fresh
  // Derived from the previous render's ids, the documented way: set during render.
  const before = new Set(last.shown)
  const fresh = isStreamedState(state) ? new Set(state.shown.filter((id) => !before.has(id))) : none
  setLast({ shown: state.shown, fresh })
  return fresh
}

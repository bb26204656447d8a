// A column's timeline state as the UI shows it: changes made by a stream merge are shown in the
// column's turn (render-scheduler.ts), every other change (a page arrived, the reader scrolled,
// "show new") at once. What is shown is always a whole state the reducer produced.

import type { Store } from 'jotai'
import { startTransition, useEffect, useState } from 'react'
import { isStreamedState, type TimelineAtom } from './columns'
import { renderScheduler, type RenderScheduler } from './render-scheduler'
import type { TimelineState } from './timeline'

export function useScheduledTimeline(
  store: Store,
  timeline: TimelineAtom,
  key: string,
  scheduler: RenderScheduler = renderScheduler(),
): TimelineState {
  const [shown, setShown] = useState(() => store.get(timeline))
  useEffect(() => {
    const commit = () => {
      setShown(store.get(timeline))
    }
    // Rendering a turn's new cards yields to the browser between cards, so frames go on.
    const commitInTurn = () => {
      startTransition(commit)
    }
    const changed = () => {
      if (isStreamedState(store.get(timeline))) {
        scheduler.request(key, commitInTurn)
      } else {
        scheduler.cancel(key)
        commit()
      }
    }
    // The atom may have moved between the first render and this effect.
    changed()
    const unsubscribe = store.sub(timeline, changed)
    return () => {
      unsubscribe()
      scheduler.forget(key)
    }
  }, [store, timeline, key, scheduler])
  return shown
}

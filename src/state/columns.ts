// Per-column atoms (house rule 8): a family keyed by column id, removed with the column. A
// column's timeline state is a reducer atom over the pure rules of timeline.ts.

import { atom, type WritableAtom } from 'jotai'
import {
  createTimeline,
  timelineReducer,
  type TimelineAction,
  type TimelineConfig,
} from './timeline'
import type { TimelineState } from './timeline'

export type TimelineAtom = WritableAtom<TimelineState, [TimelineAction], void>

interface ColumnAtoms {
  timeline: TimelineAtom
}

const columns = new Map<string, ColumnAtoms>()

/** States that a stream merge made: the UI may show them in its turn (render-scheduler.ts). */
const streamedStates = new WeakSet<TimelineState>()

export function isStreamedState(state: TimelineState): boolean {
  return streamedStates.has(state)
}

function reducerAtom(initial: TimelineState): TimelineAtom {
  const value = atom(initial)
  return atom(
    (get) => get(value),
    (get, set, action: TimelineAction) => {
      const next = timelineReducer(get(value), action)
      if (next === get(value)) return
      if (action.type === 'streamed' || action.type === 'streamedMany') streamedStates.add(next)
      set(value, next)
    },
  )
}

/** The timeline atom of a column, created on first use with the column kind's config. */
export function columnTimelineAtom(
  columnId: string,
  config: Partial<TimelineConfig> = {},
  init: { userId?: string | null; paramsKey?: string } = {},
): TimelineAtom {
  let found = columns.get(columnId)
  if (!found) {
    found = { timeline: reducerAtom(createTimeline(config, init)) }
    columns.set(columnId, found)
  }
  return found.timeline
}

/** The column was removed from the deck: forget its atoms (their values go with them). */
export function removeColumnAtoms(columnId: string): void {
  columns.delete(columnId)
}

export function hasColumnAtoms(columnId: string): boolean {
  return columns.has(columnId)
}

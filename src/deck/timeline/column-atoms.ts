import { atom, type PrimitiveAtom } from 'jotai'
import { createTimeline, type TimelineConfig, type TimelineState } from '../../state/timeline'

// Per-column state, from a family keyed by column id and removed with the column (STYLE rule 8).

const timelines = new Map<string, PrimitiveAtom<TimelineState>>()
const focusedRows = new Map<string, PrimitiveAtom<string | null>>()

export function columnTimelineAtom(
  columnId: string,
  config: Partial<TimelineConfig>,
  init: { userId?: string | null; paramsKey?: string },
): PrimitiveAtom<TimelineState> {
  let timeline = timelines.get(columnId)
  if (!timeline) {
    timeline = atom(createTimeline(config, init))
    timelines.set(columnId, timeline)
  }
  return timeline
}

/** The status holding the reading focus in a column (j/k move it). */
export function columnFocusAtom(columnId: string): PrimitiveAtom<string | null> {
  let focused = focusedRows.get(columnId)
  if (!focused) {
    focused = atom<string | null>(null)
    focusedRows.set(columnId, focused)
  }
  return focused
}

export function removeColumnAtoms(columnId: string): void {
  timelines.delete(columnId)
  focusedRows.delete(columnId)
}

// Per-column atoms (house rule 8): a family keyed by column id in each store, removed with the
// column. A column's timeline state is a reducer atom over the pure rules of timeline.ts.

import { atom, type Store, type WritableAtom } from 'jotai'
import type { AccountKey } from './entity-cache'
import { keyedAtoms } from '../lib/keyed-atoms'
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
  /** The account whose column runs on it (set when it is mounted), for sign-out. */
  accountKey: AccountKey | null
  /** What it reads (`home`, `user` ...), set when it is mounted: an unfollow empties home. */
  sourceKind?: string
}

const columns = keyedAtoms<string, ColumnAtoms>()

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
  store: Store,
  columnId: string,
  config: Partial<TimelineConfig> = {},
  init: { userId?: string | null; paramsKey?: string } = {},
): TimelineAtom {
  return columns.get(store, columnId, () => ({
    timeline: reducerAtom(createTimeline(config, init)),
    accountKey: null,
  })).timeline
}

/** Note whose column this is (its runtime was mounted for that account) and what it reads. */
export function setColumnAccount(
  store: Store,
  columnId: string,
  accountKey: AccountKey,
  sourceKind?: string,
): void {
  const found = columns.peek(store, columnId)
  if (!found) return
  found.accountKey = accountKey
  if (sourceKind !== undefined) found.sourceKind = sourceKind
}

/** The column was removed from the deck: forget its atoms (their values go with them). */
export function removeColumnAtoms(store: Store, columnId: string): void {
  columns.remove(store, columnId)
}

/** How many columns have atoms in the store (tests, a debug panel). */
export function columnAtomCount(store: Store): number {
  return columns.size(store)
}

/** The columns of an account that read one kind of source (its home timelines). */
export function columnsOfSource(
  store: Store,
  accountKey: AccountKey,
  sourceKind: string,
): string[] {
  return columns
    .entries(store)
    .filter(([, entry]) => entry.accountKey === accountKey && entry.sourceKind === sourceKind)
    .map(([columnId]) => columnId)
}

/** The columns that ran for an account (its sign-out releases them). */
export function columnsOfAccount(store: Store, accountKey: AccountKey): string[] {
  return columns
    .entries(store)
    .filter(([, entry]) => entry.accountKey === accountKey)
    .map(([columnId]) => columnId)
}

import { atom, type Store, type WritableAtom } from 'jotai'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../lib/persisted'
import { keyedAtoms } from '../lib/keyed-atoms'
import { removeTimelineColumn } from '../state/timeline-column'
import { forgetInlineComposers } from '../ui/composer/inline-composers'
import { forgetColumnFocus } from './column-focus'
import {
  defaultLayout,
  layoutSchema,
  layoutVersion,
  type ColumnConfig,
  type ColumnSeed,
  type DeckLayout,
} from './layout'
import { layoutReducer, type LayoutAction } from './layout-actions'

/** Whose decks: the account that owns the layout ("nick@host", or a visitor key). */
export type DeckOwner = string

export function layoutSpec(owner: DeckOwner, seed: () => DeckLayout): PersistedSpec<DeckLayout> {
  return { key: `deck:${owner}`, version: layoutVersion, schema: layoutSchema, defaults: seed }
}

export interface DeckAtoms {
  layout: WritableAtom<DeckLayout, [DeckLayout], void>
  /** Applies an action and saves the result. */
  dispatch: WritableAtom<null, [LayoutAction], void>
}

const owners = keyedAtoms<DeckOwner, DeckAtoms>()

function columnsOf(layout: DeckLayout): ColumnConfig[] {
  return layout.decks.flatMap((deck) => deck.columns)
}

/**
 * A column gone from every deck (removed here, with its deck, or by a synced layout) takes its
 * state along: its timeline runtime, atoms and holder (and so its stream subscription), its
 * reading focus and its open composers.
 */
function forgetRemovedColumns(store: Store, before: DeckLayout, after: DeckLayout): void {
  const kept = new Set(columnsOf(after).map((column) => column.id))
  for (const { id, account } of columnsOf(before)) {
    if (kept.has(id)) continue
    removeTimelineColumn(store, account, id)
    forgetColumnFocus(store, id)
    forgetInlineComposers(store, id)
  }
}

/**
 * The decks of one owner, read from storage once (falling back to `seeds` as a first deck when
 * nothing valid is stored) and saved after every change.
 */
export function deckAtoms(
  store: Store,
  owner: DeckOwner,
  seeds: readonly ColumnSeed[],
  deckName: string,
): DeckAtoms {
  return owners.get(store, owner, () => createDeckAtoms(store, owner, seeds, deckName))
}

function createDeckAtoms(
  store: Store,
  owner: DeckOwner,
  seeds: readonly ColumnSeed[],
  deckName: string,
): DeckAtoms {
  const spec = layoutSpec(owner, () => defaultLayout(owner, [...seeds], deckName))
  const layout = atom(readPersisted(usableStorage(), spec).value)
  const dispatch = atom(null, (get, set, action: LayoutAction) => {
    const reduced = layoutReducer(get(layout), action)
    if (reduced === get(layout)) return
    // A layout from elsewhere keeps its own time; a change made here is stamped now.
    const next = action.type === 'replace' ? reduced : { ...reduced, updatedAt: Date.now() }
    forgetRemovedColumns(store, get(layout), next)
    set(layout, next)
    writePersisted(usableStorage(), spec, next)
  })
  return { layout, dispatch }
}

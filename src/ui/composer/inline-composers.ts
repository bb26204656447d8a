import { atom, type PrimitiveAtom, type Store } from 'jotai'
import { keyedAtoms } from '../../lib/keyed-atoms'

// Which statuses have a reply or quote composer open under them, per column. It lives in atoms,
// not in the card, because a virtualised column unmounts rows scrolled out of view: a row that
// comes back must find its composer still open (its text comes back from the saved draft).

export type InlineComposerKind = 'reply' | 'quote'

/** Per store and column, then per row (the timeline item's id, so a status and its repeat are
 * separate). */
const openComposers = keyedAtoms<string, Map<string, PrimitiveAtom<InlineComposerKind | null>>>()

export function inlineComposerAtom(
  store: Store,
  columnId: string,
  rowId: string,
): PrimitiveAtom<InlineComposerKind | null> {
  const column = openComposers.get(store, columnId, () => new Map())
  let open = column.get(rowId)
  if (!open) {
    open = atom<InlineComposerKind | null>(null)
    column.set(rowId, open)
  }
  return open
}

/** Pressing Reply (or Quote) again closes it; the other kind replaces it (one per status). */
export function toggledKind(
  current: InlineComposerKind | null,
  pressed: InlineComposerKind,
): InlineComposerKind | null {
  return current === pressed ? null : pressed
}

/** The rows of a column with a composer open now: kept mounted however far they scroll away. */
export function openInlineRowIds(store: Store, columnId: string): ReadonlySet<string> {
  const open = new Set<string>()
  for (const [rowId, state] of openComposers.peek(store, columnId) ?? []) {
    if (store.get(state) !== null) open.add(rowId)
  }
  return open
}

/** Drop a removed column's composers (the deck calls this with the column's other state). */
export function forgetInlineComposers(store: Store, columnId: string): void {
  openComposers.remove(store, columnId)
}

/**
 * The deck column an element sits in, or null in a place without one: a dialog or popover, even
 * when that is drawn inside a column, keeps the modal composer.
 */
export function columnOfElement(element: Element | null): string | null {
  const holder = element?.closest('[role="dialog"], [data-column-id]')
  if (!holder || holder.getAttribute('role') === 'dialog') return null
  return holder.getAttribute('data-column-id')
}

import { atom, type PrimitiveAtom, type Store } from 'jotai'
import { keyedAtoms } from '../lib/keyed-atoms'

// The status holding the reading focus in each column (j/k move it), keyed by column id in
// each store and removed with the column.
const focusedRows = keyedAtoms<string, PrimitiveAtom<string | null>>()

export function columnFocusAtom(store: Store, columnId: string): PrimitiveAtom<string | null> {
  return focusedRows.get(store, columnId, () => atom<string | null>(null))
}

export function forgetColumnFocus(store: Store, columnId: string): void {
  focusedRows.remove(store, columnId)
}

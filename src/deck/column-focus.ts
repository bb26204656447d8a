import { atom, type PrimitiveAtom } from 'jotai'

// The status holding the reading focus in each column (j/k move it), keyed by column id and
// removed with the column.
const focusedRows = new Map<string, PrimitiveAtom<string | null>>()

export function columnFocusAtom(columnId: string): PrimitiveAtom<string | null> {
  let focused = focusedRows.get(columnId)
  if (!focused) {
    focused = atom<string | null>(null)
    focusedRows.set(columnId, focused)
  }
  return focused
}

export function forgetColumnFocus(columnId: string): void {
  focusedRows.delete(columnId)
}

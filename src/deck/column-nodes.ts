import { createContext } from 'react'

/** A deck column's elements that the drag code attaches to once it is loaded. */
export interface ColumnNodes {
  section: HTMLElement
  handleSlot: HTMLElement
}

/**
 * The deck row's columns by id, filled by each column's frame (ColumnFrame) and read by the drag
 * handles (SortableHandles). Absent outside the deck row (a phone's one column): no handle there.
 */
export const ColumnNodesContext = createContext<Map<string, ColumnNodes> | null>(null)

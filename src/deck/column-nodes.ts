import { createContext } from 'react'

/** A deck column's elements that the drag code attaches to once it is loaded. */
export interface ColumnNodes {
  section: HTMLElement
  handleSlot: HTMLElement
}

/**
 * The deck row's columns by id, filled by each column's frame (ColumnFrame) and read by the drag
 * handles (SortableHandles), which follow it as columns come and go.
 */
export class ColumnNodeRegistry {
  readonly #nodes = new Map<string, ColumnNodes>()
  readonly #listeners = new Set<() => void>()

  get(id: string): ColumnNodes | undefined {
    return this.#nodes.get(id)
  }

  set(id: string, nodes: ColumnNodes): void {
    this.#nodes.set(id, nodes)
    this.#notify()
  }

  delete(id: string): void {
    if (this.#nodes.delete(id)) this.#notify()
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  #notify(): void {
    for (const listener of this.#listeners) listener()
  }
}

/** Absent outside the deck row (a phone's one column): no handle there. */
export const ColumnNodesContext = createContext<ColumnNodeRegistry | null>(null)

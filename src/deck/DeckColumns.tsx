import { Suspense, useMemo, useState } from 'react'
import { lazyAfterFirstPaint } from '../ui/common/lazy-after-first-paint'
import { ColumnNodeRegistry, ColumnNodesContext } from './column-nodes'
import { ColumnSlot } from './ColumnSlot'
import type { ColumnConfig } from './layout'
import type { LayoutAction } from './layout-actions'

// dnd-kit is the largest piece of the deck row and no first status needs it.
const SortableHandles = lazyAfterFirstPaint(() =>
  import('./SortableHandles').then((m) => ({ default: m.SortableHandles })),
)

interface Props {
  columns: readonly ColumnConfig[]
  titles: ReadonlyMap<string, string>
  activeIndex: number
  onActivate: (index: number) => void
  dispatch: (action: LayoutAction) => void
}

/** The row of columns, reordered by drag or, on a column's handle, by Space and the arrows. */
export function DeckColumns({ columns, titles, activeIndex, onActivate, dispatch }: Props) {
  const [nodes] = useState(() => new ColumnNodeRegistry())
  const ids = useMemo(() => columns.map((column) => column.id), [columns])
  return (
    <ColumnNodesContext.Provider value={nodes}>
      {columns.map((column, index) => (
        <ColumnSlot
          key={column.id}
          column={column}
          index={index}
          count={columns.length}
          active={index === activeIndex}
          onActivate={() => onActivate(index)}
          dispatch={dispatch}
        />
      ))}
      <Suspense fallback={null}>
        <SortableHandles ids={ids} titles={titles} nodes={nodes} dispatch={dispatch} />
      </Suspense>
    </ColumnNodesContext.Provider>
  )
}

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { ColumnSlot } from './ColumnSlot'
import type { ColumnConfig } from './layout'
import type { LayoutAction } from './layout-actions'
import { deckMessages as m } from './messages'

interface Props {
  columns: readonly ColumnConfig[]
  titles: ReadonlyMap<string, string>
  activeIndex: number
  onActivate: (index: number) => void
  dispatch: (action: LayoutAction) => void
}

/** The row of columns, reordered by drag or, on a column's handle, by Space and the arrows. */
export function DeckColumns({ columns, titles, activeIndex, onActivate, dispatch }: Props) {
  const intl = useIntl()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = useMemo(() => columns.map((column) => column.id), [columns])
  const title = (id: string | number) => titles.get(String(id)) ?? ''
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(m.dragStart, { title: title(active.id) }),
    onDragOver: ({ active, over }) =>
      intl.formatMessage(m.dragOver, { title: title(active.id), position: position(over?.id) }),
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(m.dragEnd, { title: title(active.id), position: position(over?.id) }),
    onDragCancel: ({ active }) => intl.formatMessage(m.dragCancel, { title: title(active.id) }),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    dispatch({ type: 'moveColumn', columnId: String(active.id), to: ids.indexOf(String(over.id)) })
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: intl.formatMessage(m.dragInstructions) },
      }}
    >
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
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
      </SortableContext>
    </DndContext>
  )
}

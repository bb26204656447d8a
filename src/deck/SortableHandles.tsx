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
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useLayoutEffect, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import type { ColumnNodeRegistry } from './column-nodes'
import type { LayoutAction } from './layout-actions'
import { deckMessages as m } from './messages'
import { NavIcon } from './nav/NavIcon'

// The drag code (dnd-kit) loads after the first status: the columns are rendered without it, and
// each column's handle is put into its header's slot once it is here. The columns stay mounted.

interface Props {
  ids: string[]
  titles: ReadonlyMap<string, string>
  nodes: ColumnNodeRegistry
  dispatch: (action: LayoutAction) => void
}

/** The columns' drag handles: reordered by drag or, on a handle, by Space and the arrows. */
export function SortableHandles({ ids, titles, nodes, dispatch }: Props) {
  const intl = useIntl()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
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
        {ids.map((id) => (
          <SortableHandle key={id} id={id} title={title(id)} nodes={nodes} />
        ))}
      </SortableContext>
    </DndContext>
  )
}

function SortableHandle({
  id,
  title,
  nodes,
}: {
  id: string
  title: string
  nodes: ColumnNodeRegistry
}) {
  const intl = useIntl()
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
  })
  const target = useSyncExternalStore(nodes.subscribe, () => nodes.get(id))
  useLayoutEffect(() => {
    setNodeRef(target?.section ?? null)
  }, [target, setNodeRef])
  // The frame's own props never set these, so a render of the frame keeps them.
  useLayoutEffect(() => {
    const section = nodes.get(id)?.section
    if (!section) return
    section.style.transform = CSS.Translate.toString(transform) ?? ''
    section.style.transition = transition ?? ''
    section.toggleAttribute('data-dragging', isDragging)
  }, [nodes, id, target, transform, transition, isDragging])
  if (!target) return null
  return createPortal(
    <button
      type="button"
      className="column-handle"
      aria-label={intl.formatMessage(m.dragHandle, { title })}
      {...attributes}
      {...listeners}
    >
      <NavIcon name="grip" />
    </button>,
    target.handleSlot,
  )
}

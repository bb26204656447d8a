import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { Menu, type MenuItem } from '../ui/common'
import { NavIcon } from './nav/NavIcon'
import { columnWidthPx, type ColumnWidth, type ColumnWidthPreset } from './layout'
import { deckMessages as m } from './messages'
import { ResizeHandle } from './ResizeHandle'
import './column.css'

export interface ColumnFrameProps {
  columnId: string
  title: string
  focusedPath: string
  width: ColumnWidth
  index: number
  count: number
  /** The column the keyboard is in. */
  active: boolean
  onActivate: () => void
  onMove: (by: -1 | 1) => void
  onResize: (width: ColumnWidth) => void
  onRemove: () => void
  onToggleSettings: () => void
  children: ReactNode
}

/** One column of the deck: a named region with its header, menu, drag handle and resize edge. */
export function ColumnFrame(props: ColumnFrameProps) {
  const intl = useIntl()
  const { columnId, title, width, index, count } = props
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: columnId,
  })
  const style = {
    width: columnWidthPx(width),
    transform: CSS.Translate.toString(transform),
    transition,
  }
  const preset = (value: ColumnWidthPreset, label: MenuItem['label']): MenuItem => ({
    id: `width-${value}`,
    label,
    disabled: width === value,
    onSelect: () => props.onResize(value),
  })
  const items: MenuItem[] = [
    { id: 'settings', label: intl.formatMessage(m.settings), onSelect: props.onToggleSettings },
    {
      id: 'left',
      label: intl.formatMessage(m.moveLeft),
      disabled: index === 0,
      onSelect: () => props.onMove(-1),
    },
    {
      id: 'right',
      label: intl.formatMessage(m.moveRight),
      disabled: index === count - 1,
      onSelect: () => props.onMove(1),
    },
    preset('narrow', intl.formatMessage(m.narrow)),
    preset('medium', intl.formatMessage(m.medium)),
    preset('wide', intl.formatMessage(m.wide)),
    { id: 'remove', label: intl.formatMessage(m.remove), danger: true, onSelect: props.onRemove },
  ]
  return (
    <section
      ref={setNodeRef}
      style={style}
      className={`column${props.active ? ' column-active' : ''}${isDragging ? ' column-dragging' : ''}`}
      aria-label={title}
      data-column-id={columnId}
      onFocusCapture={props.onActivate}
    >
      <header className="column-header">
        <button
          type="button"
          className="column-handle"
          aria-label={intl.formatMessage(m.dragHandle, { title })}
          {...attributes}
          {...listeners}
        >
          <NavIcon name="grip" />
        </button>
        <h2 className="column-title">
          <Link to={props.focusedPath} title={intl.formatMessage(m.openFocused)}>
            {title}
          </Link>
        </h2>
        <Menu label={intl.formatMessage(m.columnMenu, { title })} items={items} />
      </header>
      <div className="column-body">{props.children}</div>
      <ResizeHandle
        label={intl.formatMessage(m.resize, { title })}
        widthPx={columnWidthPx(width)}
        onResize={props.onResize}
      />
    </section>
  )
}

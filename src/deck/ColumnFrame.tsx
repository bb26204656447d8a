import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { Menu, type MenuItem } from '../ui/common'
import { ColumnNodesContext } from './column-nodes'
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
  const nodes = useContext(ColumnNodesContext)
  const section = useRef<HTMLElement>(null)
  const handleSlot = useRef<HTMLSpanElement>(null)
  // The drag handle (SortableHandles, loaded after the first status) finds the column here.
  useLayoutEffect(() => {
    if (!nodes || !section.current || !handleSlot.current) return
    nodes.set(columnId, { section: section.current, handleSlot: handleSlot.current })
    return () => {
      nodes.delete(columnId)
    }
  }, [nodes, columnId])
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
      ref={section}
      style={{ width: columnWidthPx(width) }}
      className={`column${props.active ? ' column-active' : ''}`}
      aria-label={title}
      data-column-id={columnId}
      onFocusCapture={props.onActivate}
    >
      <header className="column-header">
        {/* The grip is drawn at once; the handle itself arrives with the drag code. */}
        <span ref={handleSlot} className="column-handle-slot">
          <span className="column-handle column-handle-waiting" aria-hidden="true">
            <NavIcon name="grip" />
          </span>
        </span>
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

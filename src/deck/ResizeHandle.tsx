import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { maxColumnWidthPx, minColumnWidthPx } from './layout'

interface Props {
  label: string
  widthPx: number
  onResize: (widthPx: number) => void
}

const keyStepPx = 20

/** 1 when the page reads left to right; -1 when right to left, where a column's end is its left. */
function inlineSign(): 1 | -1 {
  return document.documentElement.dir === 'rtl' ? -1 : 1
}

/**
 * The end edge of a column (the right in English, the left in Arabic): drag it, or focus it and
 * use the arrow keys (Home and End for the narrowest and widest), as the window splitter pattern
 * describes. The arrow pointing away from the column widens it.
 */
export function ResizeHandle({ label, widthPx, onResize }: Props) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startWidth: widthPx }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (start) onResize(start.startWidth + (event.clientX - start.startX) * inlineSign())
  }
  const onPointerUp = () => {
    drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyStepPx * inlineSign()
    const next: Record<string, number> = {
      ArrowLeft: widthPx - step,
      ArrowRight: widthPx + step,
      Home: minColumnWidthPx,
      End: maxColumnWidthPx,
    }
    const width = next[event.key]
    if (width === undefined) return
    event.preventDefault()
    event.stopPropagation()
    onResize(width)
  }

  // A focusable separator is the WAI-ARIA window splitter: an interactive widget, which the
  // lint rules do not know.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="column-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={minColumnWidthPx}
      aria-valuemax={maxColumnWidthPx}
      aria-valuenow={widthPx}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  )
}

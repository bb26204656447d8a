import type { Virtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, type RefObject } from 'react'

interface Anchor {
  id: string
  /** The row's top relative to the viewport's top. */
  offset: number
}

/**
 * Keeps the row the reader is looking at in place when ids are added or removed above it: the
 * first row in view is remembered on every render and, when the list changes, the scroll
 * position is moved by however far that row moved. At the very top nothing is held, so new
 * items shown there are seen.
 */
export function useReadingAnchor(
  scrollRef: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  ids: readonly string[],
): void {
  const anchor = useRef<Anchor | null>(null)
  const previousIds = useRef(ids)

  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    const held = anchor.current
    if (previousIds.current !== ids && held) {
      const index = ids.indexOf(held.id)
      const item = index < 0 ? undefined : virtualizer.measurementsCache[index]
      if (item) {
        const delta = item.start - scroller.scrollTop - held.offset
        if (delta !== 0) scroller.scrollTop += delta
      }
    }
    previousIds.current = ids
    anchor.current = currentAnchor(scroller, virtualizer, ids)
  })
}

function currentAnchor(
  scroller: HTMLDivElement,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  ids: readonly string[],
): Anchor | null {
  // At the top nothing is held. The virtualizer's offset (kept from scroll events) answers that
  // without reading scrollTop, which would lay the page out in the middle of every commit of a
  // stream burst.
  if ((virtualizer.scrollOffset ?? 0) < 10) return null
  if (scroller.scrollTop < 10) return null
  const first = virtualizer.getVirtualItems().find((item) => item.end > scroller.scrollTop)
  const id = first === undefined ? undefined : ids[first.index]
  if (!first || id === undefined) return null
  return { id, offset: first.start - scroller.scrollTop }
}

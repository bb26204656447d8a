import { useEffect, useRef, type RefObject } from 'react'
import { OLDER_LOAD_DISTANCE_PX } from '../../state/constants'

/** Within OLDER_LOAD_DISTANCE_PX of the end of the feed (spec 1 section 9: 750 px). */
export function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < OLDER_LOAD_DISTANCE_PX
}

/**
 * Older rows load however the reader reached the bottom, not only on a scroll event: a jump
 * (End, a dragged scrollbar) whose one scroll event found a load already running, a page that
 * arrived and still leaves them near the end, a column shorter than its viewport, a resize.
 * The position is read after those changes only, never on every render of a stream burst.
 */
export function useNearBottomWatch(
  scrollRef: RefObject<HTMLDivElement | null>,
  onNearBottom: () => void,
  watched: { rows: number; busy: boolean; totalPx: number; held: boolean },
) {
  const latest = useRef(onNearBottom)
  useEffect(() => {
    latest.current = onNearBottom
  })
  const { rows, busy, totalPx, held } = watched
  const check = useRef<() => void>(() => undefined)
  useEffect(() => {
    check.current = () => {
      const scroller = scrollRef.current
      // An empty feed is the initial load's to fill; a failed load waits for the reader.
      if (!scroller || rows === 0 || busy || held) return
      if (isNearBottom(scroller)) latest.current()
    }
    check.current()
  }, [scrollRef, rows, busy, totalPx, held])
  useEffect(() => {
    const scroller = scrollRef.current
    if (!scroller || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(() => check.current())
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [scrollRef])
}

import { useEffect, useRef, type RefObject, type TouchEvent } from 'react'

/** Spec 1 section 9: the swipe threshold is 30 px by default, 50 px for the notifications
 * drawer. */
export const swipeThresholdPx = 30
export const notificationsSwipeThresholdPx = 50

interface Point {
  x: number
  y: number
}

type Touches = { readonly length: number; [index: number]: { clientX: number; clientY: number } }

function pointOf(touches: Touches): Point | null {
  const touch = touches.length > 0 ? touches[0] : undefined
  return touch ? { x: touch.clientX, y: touch.clientY } : null
}

/**
 * -1 for a swipe to the left (next), 1 to the right (previous), null for anything else: too
 * short, or mostly vertical (a scroll).
 */
export function swipeDirection(
  from: Point | null,
  to: Point | null,
  threshold: number,
): -1 | 1 | null {
  if (!from || !to) return null
  const dx = to.x - from.x
  const dy = to.y - from.y
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return null
  return dx < 0 ? -1 : 1
}

/** A swipe that starts this close to a side of the screen opens the drawer on that side. */
export const edgeZonePx = 24

/** The side of the screen a touch starts at, if it is within the edge zone. */
export function edgeOf(point: Point | null, width: number): 'left' | 'right' | null {
  if (!point) return null
  if (point.x <= edgeZonePx) return 'left'
  if (point.x >= width - edgeZonePx) return 'right'
  return null
}

/**
 * Horizontal swipes as React touch handlers to spread on an element. Swipes that start at an
 * edge of the screen belong to the drawers there (useEdgeSwipes) and are left out.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void, threshold = swipeThresholdPx) {
  const start = useRef<Point | null>(null)
  return {
    onTouchStart: (event: TouchEvent) => {
      const point = pointOf(event.touches)
      start.current = edgeOf(point, window.innerWidth) === null ? point : null
    },
    onTouchEnd: (event: TouchEvent) => {
      const direction = swipeDirection(start.current, pointOf(event.changedTouches), threshold)
      start.current = null
      if (direction !== null) onSwipe(direction)
    },
  }
}

/** The same, as listeners on an element (for landmarks that take no event props). */
export function useSwipeListener(
  ref: RefObject<HTMLElement | null>,
  onSwipe: (direction: -1 | 1) => void,
  threshold = swipeThresholdPx,
) {
  const latest = useRef(onSwipe)
  useEffect(() => {
    latest.current = onSwipe
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    let from: Point | null = null
    const onStart = (event: globalThis.TouchEvent) => {
      from = pointOf(event.touches)
    }
    const onEnd = (event: globalThis.TouchEvent) => {
      const direction = swipeDirection(from, pointOf(event.changedTouches), threshold)
      from = null
      if (direction !== null) latest.current(direction)
    }
    element.addEventListener('touchstart', onStart, { passive: true })
    element.addEventListener('touchend', onEnd)
    return () => {
      element.removeEventListener('touchstart', onStart)
      element.removeEventListener('touchend', onEnd)
    }
  }, [ref, threshold])
}

/**
 * The drawers open by a swipe from their edge of the screen (spec 1 section 2): from the left
 * edge to the right opens the menu (30 px), from the right edge to the left the notifications
 * (50 px). Listens on the document while `enabled`.
 */
export function useEdgeSwipes(
  enabled: boolean,
  handlers: { left?: () => void; right?: () => void },
): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    if (!enabled) return undefined
    let from: Point | null = null
    let edge: 'left' | 'right' | null = null
    const onStart = (event: globalThis.TouchEvent) => {
      from = pointOf(event.touches)
      edge = edgeOf(from, window.innerWidth)
    }
    const onEnd = (event: globalThis.TouchEvent) => {
      const to = pointOf(event.changedTouches)
      const start = from
      const side = edge
      from = null
      edge = null
      if (side === 'left' && swipeDirection(start, to, swipeThresholdPx) === 1) {
        latest.current.left?.()
      } else if (
        side === 'right' &&
        swipeDirection(start, to, notificationsSwipeThresholdPx) === -1
      ) {
        latest.current.right?.()
      }
    }
    document.addEventListener('touchstart', onStart, { passive: true })
    document.addEventListener('touchend', onEnd)
    return () => {
      document.removeEventListener('touchstart', onStart)
      document.removeEventListener('touchend', onEnd)
    }
  }, [enabled])
}

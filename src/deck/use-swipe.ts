import { useEffect, useRef, type RefObject, type TouchEvent } from 'react'

/** Spec 1 section 9: the swipe threshold is 30 px by default. */
export const swipeThresholdPx = 30

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

/** Horizontal swipes as React touch handlers to spread on an element. */
export function useSwipe(onSwipe: (direction: -1 | 1) => void, threshold = swipeThresholdPx) {
  const start = useRef<Point | null>(null)
  return {
    onTouchStart: (event: TouchEvent) => {
      start.current = pointOf(event.touches)
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

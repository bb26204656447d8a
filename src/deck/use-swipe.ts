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

/** Whether the page reads right to left (its document's dir, set from the interface language). */
export function pageIsRtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl'
}

/**
 * The swipe in the reading direction: -1 towards the line's start (the left in English: next),
 * 1 towards its end (previous); null for anything else: too short, or mostly vertical (a
 * scroll). Right to left, the same gestures mirror: a swipe to the right is -1.
 */
export function swipeDirection(
  from: Point | null,
  to: Point | null,
  threshold: number,
  rtl = false,
): -1 | 1 | null {
  if (!from || !to) return null
  const dx = to.x - from.x
  const dy = to.y - from.y
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return null
  return dx < 0 !== rtl ? -1 : 1
}

/** A swipe that starts this close to a side of the screen opens the drawer on that side. */
export const edgeZonePx = 24

/**
 * The side of the screen a touch starts at, if it is within the edge zone: the start of a line
 * (the left in English, the right in Arabic) or its end.
 */
export function edgeOf(point: Point | null, width: number, rtl = false): 'start' | 'end' | null {
  if (!point) return null
  if (point.x <= edgeZonePx) return rtl ? 'end' : 'start'
  if (point.x >= width - edgeZonePx) return rtl ? 'start' : 'end'
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
      const to = pointOf(event.changedTouches)
      const direction = swipeDirection(start.current, to, threshold, pageIsRtl())
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
      const direction = swipeDirection(from, pointOf(event.changedTouches), threshold, pageIsRtl())
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
 * The drawers open by a swipe from their edge of the screen (spec 1 section 2): from the start
 * edge inwards opens the menu (30 px), from the end edge inwards the notifications (50 px); in
 * English the left and the right, mirrored right to left. Listens on the document while
 * `enabled`.
 */
export function useEdgeSwipes(
  enabled: boolean,
  handlers: { start?: () => void; end?: () => void },
): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    if (!enabled) return undefined
    let from: Point | null = null
    let edge: 'start' | 'end' | null = null
    const onStart = (event: globalThis.TouchEvent) => {
      from = pointOf(event.touches)
      edge = edgeOf(from, window.innerWidth, pageIsRtl())
    }
    const onEnd = (event: globalThis.TouchEvent) => {
      const to = pointOf(event.changedTouches)
      const start = from
      const side = edge
      from = null
      edge = null
      const rtl = pageIsRtl()
      if (side === 'start' && swipeDirection(start, to, swipeThresholdPx, rtl) === 1) {
        latest.current.start?.()
      } else if (
        side === 'end' &&
        swipeDirection(start, to, notificationsSwipeThresholdPx, rtl) === -1
      ) {
        latest.current.end?.()
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

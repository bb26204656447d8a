import { useEffect, useRef, type RefObject, type TouchEvent } from 'react'

/** Spec 1 section 9: the swipe threshold is 30 px by default. */
export const swipeThresholdPx = 30

/**
 * Horizontal swipes: `onSwipe(-1)` for a swipe to the left (next), `onSwipe(1)` to the right
 * (previous). A mostly vertical gesture is a scroll and is left alone.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void, threshold = swipeThresholdPx) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0]
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current
      const touch = event.changedTouches[0]
      start.current = null
      if (!from || !touch) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return
      onSwipe(dx < 0 ? -1 : 1)
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
    let from: { x: number; y: number } | null = null
    const onStart = (event: globalThis.TouchEvent) => {
      const touch = event.touches[0]
      from = touch ? { x: touch.clientX, y: touch.clientY } : null
    }
    const onEnd = (event: globalThis.TouchEvent) => {
      const touch = event.changedTouches[0]
      if (!from || !touch) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      from = null
      if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return
      latest.current(dx < 0 ? -1 : 1)
    }
    element.addEventListener('touchstart', onStart, { passive: true })
    element.addEventListener('touchend', onEnd)
    return () => {
      element.removeEventListener('touchstart', onStart)
      element.removeEventListener('touchend', onEnd)
    }
  }, [ref, threshold])
}

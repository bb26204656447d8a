// Media viewer gestures (spec 2 §9): a horizontal swipe of a quarter of the window width moves
// to the next or previous item; pinch zoom never goes below scale 1 and snaps back to 1 when
// released under 1.2.

export const SWIPE_FRACTION = 0.25
export const MIN_SCALE = 1
export const RESET_SCALE = 1.2

/**
 * -1 previous, 1 next, 0 nothing: a swipe left shows the next item, a swipe right when the page
 * reads right to left (the items run that way).
 */
export function swipeDirection(
  deltaX: number,
  deltaY: number,
  windowWidth: number,
  rtl = false,
): -1 | 0 | 1 {
  if (Math.abs(deltaX) < windowWidth * SWIPE_FRACTION || Math.abs(deltaY) > Math.abs(deltaX)) {
    return 0
  }
  return deltaX < 0 !== rtl ? 1 : -1
}

export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}

/** The scale while pinching: proportional to the finger distance, at least MIN_SCALE. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0 || !Number.isFinite(distance)) return startScale
  return Math.max(MIN_SCALE, (startScale * distance) / startDistance)
}

/** When the fingers lift: a small zoom snaps back to 1. */
export function settleScale(scale: number): number {
  return scale < RESET_SCALE ? MIN_SCALE : scale
}

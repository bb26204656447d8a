import { describe, expect, it } from 'vitest'
import { swipeDirection, swipeThresholdPx } from './use-swipe'

describe('swipeDirection', () => {
  const from = { x: 200, y: 100 }
  it('reads a horizontal swipe past the threshold', () => {
    expect(swipeDirection(from, { x: 100, y: 110 }, swipeThresholdPx)).toBe(-1)
    expect(swipeDirection(from, { x: 300, y: 90 }, swipeThresholdPx)).toBe(1)
  })
  it('ignores short or mostly vertical gestures', () => {
    expect(swipeDirection(from, { x: 180, y: 100 }, swipeThresholdPx)).toBeNull()
    expect(swipeDirection(from, { x: 150, y: 300 }, swipeThresholdPx)).toBeNull()
    expect(swipeDirection(null, { x: 0, y: 0 }, swipeThresholdPx)).toBeNull()
  })
})

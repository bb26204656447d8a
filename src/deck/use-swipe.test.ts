import { describe, expect, it } from 'vitest'
import { edgeOf, swipeDirection, swipeThresholdPx } from './use-swipe'

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

describe('right to left', () => {
  const from = { x: 200, y: 100 }
  it('mirrors the swipe: to the right is towards the start of the line', () => {
    expect(swipeDirection(from, { x: 300, y: 100 }, swipeThresholdPx, true)).toBe(-1)
    expect(swipeDirection(from, { x: 100, y: 100 }, swipeThresholdPx, true)).toBe(1)
  })
  it('puts the start edge on the right', () => {
    expect(edgeOf({ x: 5, y: 0 }, 390)).toBe('start')
    expect(edgeOf({ x: 5, y: 0 }, 390, true)).toBe('end')
    expect(edgeOf({ x: 385, y: 0 }, 390, true)).toBe('start')
    expect(edgeOf({ x: 200, y: 0 }, 390, true)).toBeNull()
  })
})

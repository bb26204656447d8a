import { describe, expect, it } from 'vitest'
import { cropRect, initialView, outputSize, panView, settle } from './crop'

const wide = { width: 300, height: 200 }

describe('cropping', () => {
  it('keeps the largest centred square of a wide image at zoom 1', () => {
    expect(cropRect(wide, 1, initialView)).toEqual({ x: 50, y: 0, width: 200, height: 200 })
  })

  it('keeps a 3:1 band for a banner', () => {
    expect(cropRect(wide, 3, initialView)).toEqual({ x: 0, y: 50, width: 300, height: 100 })
  })

  it('zooms in around the centre and never leaves the image', () => {
    expect(cropRect(wide, 1, { zoom: 2, centerX: 0.5, centerY: 0.5 })).toEqual({
      x: 100,
      y: 50,
      width: 100,
      height: 100,
    })
    expect(cropRect(wide, 1, { zoom: 2, centerX: 0, centerY: 1 })).toEqual({
      x: 0,
      y: 100,
      width: 100,
      height: 100,
    })
  })

  it('moves the other way from a drag, within the image', () => {
    // Dragging the picture right by 28 frame pixels (280 wide) shows 20 image pixels more left.
    const moved = panView(wide, 1, initialView, 280, 28, 0)
    expect(cropRect(wide, 1, moved).x).toBeCloseTo(30)
    const far = panView(wide, 1, initialView, 280, 10_000, 0)
    expect(cropRect(wide, 1, far).x).toBe(0)
  })

  it('settles a zoom out of bounds, and sizes the result', () => {
    expect(settle(wide, 1, { zoom: 9, centerX: 0.5, centerY: 0.5 }).zoom).toBe(4)
    expect(settle(wide, 1, { zoom: 0.1, centerX: 0.5, centerY: 0.5 }).zoom).toBe(1)
    expect(outputSize({ x: 0, y: 0, width: 1000, height: 1000 }, 400, 1)).toEqual({
      width: 400,
      height: 400,
    })
    expect(outputSize({ x: 0, y: 0, width: 150, height: 50 }, 1500, 3)).toEqual({
      width: 150,
      height: 50,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { isAnimatedImage } from './animated-image'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)),
  )

// A 1x1 GIF89a: header, screen descriptor with a 2-colour table, then one frame.
const gifHead = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0], [0, 0, 0, 255, 255, 255])
const frame = [0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0]
const gif = (...middle: number[][]) => bytes([...gifHead], ...middle, [0x3b])

const chunk = (type: string, length: number) =>
  bytes([0, 0, 0, length], type, new Array<number>(length + 4).fill(0))
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const png = (...chunks: Uint8Array[]) => bytes(pngSignature, ...chunks.map((c) => [...c]))

describe('isAnimatedImage', () => {
  it('tells a GIF of one frame from one of two, or one that loops', () => {
    expect(isAnimatedImage(gif(frame))).toBe(false)
    expect(isAnimatedImage(gif(frame, frame))).toBe(true)
    const loop = [0x21, 0xff, 11, ...bytes('NETSCAPE2.0'), 3, 1, 0, 0, 0]
    expect(isAnimatedImage(gif(loop, frame))).toBe(true)
  })

  it('reads the animation flag of an extended WEBP', () => {
    const webp = (flags: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, flags])
    expect(isAnimatedImage(webp(0x02))).toBe(true)
    expect(isAnimatedImage(webp(0x10))).toBe(false)
  })

  it('finds an APNG animation chunk before the image data only', () => {
    expect(isAnimatedImage(png(chunk('IHDR', 13), chunk('acTL', 8)))).toBe(true)
    expect(isAnimatedImage(png(chunk('IHDR', 13), chunk('IDAT', 2), chunk('acTL', 8)))).toBe(false)
  })

  it('answers false, without throwing, for other or cut-off data', () => {
    expect(isAnimatedImage(new Uint8Array())).toBe(false)
    expect(isAnimatedImage(bytes('<html>'))).toBe(false)
    expect(isAnimatedImage(gif(frame).subarray(0, 20))).toBe(false)
    expect(isAnimatedImage(png(chunk('IHDR', 13)).subarray(0, 12))).toBe(false)
    expect(isAnimatedImage(bytes(pngSignature, [255, 255, 255, 255], 'IHDR'))).toBe(false)
  })
})

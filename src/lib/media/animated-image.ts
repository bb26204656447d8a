// Spec 2 §7: image URLs are probed to detect animated GIF, WEBP or APNG, so stopGifs can hold
// an animated image whose name does not say so. Reads the first bytes of the file only.

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))

function colorTableSize(flags: number): number {
  return flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0
}

function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let i = at
  while (i < bytes.length && bytes[i] !== 0) i += (bytes[i] ?? 0) + 1
  return i + 1
}

/** A GIF with a looping extension or a second image is animated. */
function animatedGif(bytes: Uint8Array): boolean {
  let i = 13 + colorTableSize(bytes[10] ?? 0)
  let frames = 0
  while (i < bytes.length) {
    const block = bytes[i]
    if (block === 0x2c) {
      frames += 1
      if (frames > 1) return true
      i += 10 + colorTableSize(bytes[i + 9] ?? 0) + 1
      i = skipSubBlocks(bytes, i)
    } else if (block === 0x21) {
      if (bytes[i + 1] === 0xff && ascii(bytes, i + 3, 11) === 'NETSCAPE2.0') return true
      i = skipSubBlocks(bytes, i + 2)
    } else {
      return false
    }
  }
  return false
}

/** An extended WEBP whose header sets the animation flag. */
function animatedWebp(bytes: Uint8Array): boolean {
  return ascii(bytes, 12, 4) === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0
}

/** A PNG with an animation control chunk before its image data (APNG). */
function animatedPng(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 8
  while (i + 8 <= bytes.length) {
    const type = ascii(bytes, i + 4, 4)
    if (type === 'acTL') return true
    if (type === 'IDAT') return false
    i += 12 + view.getUint32(i)
  }
  return false
}

export function isAnimatedImage(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 4) === 'GIF8') return animatedGif(bytes)
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return animatedWebp(bytes)
  if (ascii(bytes, 1, 3) === 'PNG') return animatedPng(bytes)
  return false
}

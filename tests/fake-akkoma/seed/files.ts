import { crc32, deflateSync } from 'node:zlib'

// Real, small media files made in code, so the seed needs no binary fixtures.

/** Flash movies: a valid one-colour stage and one with a bad header (tests/fixtures/flash). */
export { minimalSwf as swf } from '../../fixtures/flash/swf'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A diagonal two-colour gradient PNG. */
export function png(width: number, height: number, from: number, to: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8)
  header.writeUInt8(2, 9)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height)
      for (let c = 0; c < 3; c++) {
        const shift = 16 - c * 8
        const a = (from >> shift) & 0xff
        const b = (to >> shift) & 0xff
        rows[row + 1 + x * 3 + c] = Math.round(a + (b - a) * t)
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A short sine tone as 8 kHz mono WAV. */
export function wav(seconds: number, frequency: number): Buffer {
  const rate = 8000
  const samples = Math.floor(rate * seconds)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * 8000), i * 2)
  const head = Buffer.alloc(44)
  head.write('RIFF', 0)
  head.writeUInt32LE(36 + data.length, 4)
  head.write('WAVEfmt ', 8)
  head.writeUInt32LE(16, 16)
  head.writeUInt16LE(1, 20)
  head.writeUInt16LE(1, 22)
  head.writeUInt32LE(rate, 24)
  head.writeUInt32LE(rate * 2, 28)
  head.writeUInt16LE(2, 32)
  head.writeUInt16LE(16, 34)
  head.write('data', 36)
  head.writeUInt32LE(data.length, 40)
  return Buffer.concat([head, data])
}

/**
 * The smallest well-formed MP4 box structure (ftyp + empty moov + mdat). Browsers will not play
 * it, but it is served with the right type and size, which is what the client's media handling
 * sees.
 */
export function mp4Stub(): Buffer {
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4)
    size.writeUInt32BE(8 + body.length)
    return Buffer.concat([size, Buffer.from(type, 'ascii'), body])
  }
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'binary')),
    box('moov', Buffer.alloc(0)),
    box('mdat', Buffer.alloc(64)),
  ])
}

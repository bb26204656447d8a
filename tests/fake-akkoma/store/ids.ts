// Akkoma's FlakeIds: 64 bits of milliseconds, 48 bits of worker, 16 bits of sequence, written in
// base62 so that string order is time order. Same input, same ids: the seed stays deterministic.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const WORKER = 0x5eed_cafe_f00dn

export function flakeId(time: number, sequence: number): string {
  let value = (BigInt(Math.floor(time)) << 64n) | (WORKER << 16n) | BigInt(sequence & 0xffff)
  let out = ''
  while (value > 0n) {
    out = (ALPHABET[Number(value % 62n)] ?? '0') + out
    value /= 62n
  }
  return out.padStart(18, '0')
}

/** Hands out flake ids that always increase, even for several records in one millisecond. */
export class FlakeClock {
  private lastTime = 0
  private sequence = 0

  next(time: number): string {
    const t = Math.floor(time)
    if (t > this.lastTime) {
      this.lastTime = t
      this.sequence = 0
    } else {
      this.sequence += 1
      if (this.sequence > 0xffff) {
        this.lastTime += 1
        this.sequence = 0
      }
    }
    return flakeId(this.lastTime, this.sequence)
  }
}

/** Integer ids (notifications, lists, bookmarks, apps…) rendered as strings by the views. */
export class Sequence {
  constructor(private value = 0) {}
  next(): number {
    this.value += 1
    return this.value
  }
}

/** A small seeded generator (mulberry32): the seed and the activity generator draw from it. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Deterministic token-like strings from the generator. */
export function randomToken(random: () => number, length = 43): string {
  const chars = ALPHABET + '-_'
  let out = ''
  for (let i = 0; i < length; i++) out += chars[Math.floor(random() * chars.length)] ?? 'a'
  return out
}

export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}

// Defensive readers for server data. Wire types describe what a well-behaved server sends, but
// normalisers meet older Pleroma, Mastodon and Misskey-flavoured hosts and broken proxies: every
// read goes through one of these, which take `unknown` and always return the promised type.

type NotObject = null | undefined | string | number | boolean | bigint | symbol | readonly unknown[]

/** A plain object (not null, not an array), keeping the declared type of typed values. */
export function isRecord<T>(value: T): value is Exclude<T, NotObject> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A plain object read from untyped data (parsed JSON). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The object itself when it is one, else an empty object to read optional fields from. */
export function record<T extends object>(value: T | null | undefined): Partial<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
}

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return fallback
}

export function strOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

/** A string that is not empty, else null (for "" sent where null is meant). */
export function nonEmpty(value: unknown): string | null {
  const s = strOrNull(value)
  return s === null || s === '' ? null : s
}

/** An id: strings kept, finite numbers turned into strings, anything else null. */
export function idOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value !== '') {
    const parsed = Number(value)
    if (Number.isFinite(parsed)) return parsed
  }
  return fallback
}

export function numOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null
  const n = num(value, Number.NaN)
  return Number.isNaN(n) ? null : n
}

// A scheme other than http(s): javascript:, data:, vbscript: ... never reach an href or src.
const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i

/** A URL the UI may put in an href or src: http(s) or relative, else "" (or null). */
export function url(value: unknown): string {
  const text = str(value)
  const scheme = SCHEME.exec(text)
  if (scheme === null) return text
  const name = (scheme[1] ?? '').toLowerCase()
  return name === 'https' || name === 'http' ? text : ''
}

export function urlOrNull(value: unknown): string | null {
  const text = url(value)
  return text === '' ? null : text
}

/** Booleans, plus the "BooleanLike" strings Pleroma accepts. */
export function bool(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === '1' || value === 1) return true
  if (value === 'false' || value === '0' || value === 0) return false
  return fallback
}

export function arr<T>(value: readonly T[] | null | undefined): readonly T[] {
  // Array.isArray narrows to any[]: restate the declared element type.
  return Array.isArray(value) ? (value as readonly T[]) : []
}

export function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const out: string[] = []
  for (const item of value) {
    if (typeof item === 'string') out.push(item)
  }
  return out
}

/** Log bad server data once per call site and kind, without throwing. */
export function warnBadData(what: string, detail: unknown): void {
  console.warn(`[entities] ${what}`, detail)
}

export type RelativeUnit = 'minute' | 'hour' | 'day'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** From a week on, a date reads better than "5 weeks ago" or "last yr.". */
export const ABSOLUTE_AFTER_MS = 7 * DAY

/**
 * How a time shows beside "now": under a minute it is "now"; under a week, a whole number of
 * minutes, hours or days (`past` says on which side of now); from a week on, the date itself.
 * Null for a date that could not be read.
 */
export type TimeLabel =
  | { kind: 'now' }
  | { kind: 'relative'; value: number; unit: RelativeUnit; past: boolean }
  | { kind: 'absolute'; sameYear: boolean }

export function timeLabel(thenMs: number, nowMs: number): TimeLabel | null {
  if (!Number.isFinite(thenMs)) return null
  const diff = nowMs - thenMs
  const size = Math.abs(diff)
  const past = diff >= 0
  if (size < MINUTE) return { kind: 'now' }
  if (size >= ABSOLUTE_AFTER_MS) {
    const sameYear = new Date(thenMs).getFullYear() === new Date(nowMs).getFullYear()
    return { kind: 'absolute', sameYear }
  }
  if (size < HOUR)
    return { kind: 'relative', value: Math.floor(size / MINUTE), unit: 'minute', past }
  if (size < DAY) return { kind: 'relative', value: Math.floor(size / HOUR), unit: 'hour', past }
  return { kind: 'relative', value: Math.floor(size / DAY), unit: 'day', past }
}

/** Parses a server date; NaN for anything unusable. */
export function parseDate(raw: string | null | undefined): number {
  if (typeof raw !== 'string' || raw === '') return Number.NaN
  return Date.parse(raw)
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** Time since `thenMs` as one value and unit (negative in the past), or null for a bad date. */
export function relativeParts(
  thenMs: number,
  nowMs: number,
): { value: number; unit: RelativeUnit } | null {
  if (!Number.isFinite(thenMs)) return null
  const seconds = (thenMs - nowMs) / 1000
  const size = Math.abs(seconds)
  const pick = (unit: RelativeUnit, length: number) => ({
    value: Math.trunc(seconds / length) || 0,
    unit,
  })
  if (size < MINUTE) return { value: 0, unit: 'second' }
  if (size < HOUR) return pick('minute', MINUTE)
  if (size < DAY) return pick('hour', HOUR)
  if (size < WEEK) return pick('day', DAY)
  if (size < MONTH) return pick('week', WEEK)
  if (size < YEAR) return pick('month', MONTH)
  return pick('year', YEAR)
}

/** Parses a server date; NaN for anything unusable. */
export function parseDate(raw: string | null | undefined): number {
  if (typeof raw !== 'string' || raw === '') return Number.NaN
  return Date.parse(raw)
}

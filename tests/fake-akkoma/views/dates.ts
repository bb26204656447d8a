/** `to_masto_date`: ISO-8601 UTC with the fraction forced to `.000Z`. */
export function isoDate(time: number): string {
  return new Date(Math.floor(time / 1000) * 1000).toISOString()
}

/** Elixir's NaiveDateTime ISO form (no zone, no millis), used by announcements. */
export function naiveDate(time: number): string {
  return new Date(Math.floor(time / 1000) * 1000).toISOString().slice(0, 19)
}

export function naiveDateMicro(time: number): string {
  return new Date(time).toISOString().slice(0, 23)
}

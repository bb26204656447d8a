/** Longest wait the client accepts from a Retry-After; a longer one fails the call instead. */
export const maxRetryAfterMs = 60_000

/**
 * Retry-After is either delay-seconds or an HTTP-date. Returns milliseconds from `now`, or
 * undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number,
): number | undefined {
  if (header === null || header === undefined) return undefined
  const text = header.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  // An HTTP-date always names the day and month; Date.parse would read "-3" as a year.
  if (!/[a-z]{3}/i.test(text)) return undefined
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

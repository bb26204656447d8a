// Images named by the server (the instance's logo and background) go into CSS: only http(s)
// addresses, made absolute against the instance, quoted so nothing in them ends the url().

/** An absolute http(s) address for `value` (relative to `base`), or null for anything else. */
export function imageAddress(value: string, base: string): string | null {
  if (value.trim() === '') return null
  try {
    const address = new URL(value, base)
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null
  } catch {
    return null
  }
}

/** `url("…")` for CSS, or null when the address is not one to load. */
export function cssUrl(value: string, base: string): string | null {
  const address = imageAddress(value, base)
  // URL serialisation percent-encodes quotes, spaces and control characters already; the
  // backslash is all that is left to escape.
  return address === null ? null : `url("${address.replace(/\\/g, '%5C')}")`
}

const CSS_LENGTH = /^-?(\d+|\d*\.\d+)(px|em|rem|%|vh|vw)?$/

/** A CSS length as the instance configures it ("4px", ".1em"), else the fallback. */
export function cssLength(value: string, fallback: string): string {
  const text = value.trim()
  return CSS_LENGTH.test(text) ? text : fallback
}

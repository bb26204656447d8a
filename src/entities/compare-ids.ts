/**
 * Order two server ids. Flake ids (base62, fixed length) and integer sequences (no leading
 * zeros) both order by length first, then lexically; plain string comparison would put "9"
 * after "10". Returns a negative number when a is older than b.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}

// Ordering of server ids. Akkoma's ids are flake ids (base62, fixed length, lexically sortable),
// older Pleroma rows and notifications are integer sequences rendered as strings, Mastodon's are
// numeric snowflakes: none of them fits a JS number, and mixed lengths must not be compared
// lexically alone ("9" > "10"). Shorter is older, then code-unit order (base62's alphabet
// 0-9A-Za-z is ascending in ASCII, so this is also the flake order).

import { compareIds } from '../entities/compare-ids'

export { compareIds }

/** Newest first, the order every timeline but bookmarks shows. */
export function newestFirst(a: string, b: string): number {
  return compareIds(b, a)
}

/** The newest of some ids, or null for none. */
export function maxId(ids: Iterable<string>): string | null {
  let best: string | null = null
  for (const id of ids) if (best === null || compareIds(id, best) > 0) best = id
  return best
}

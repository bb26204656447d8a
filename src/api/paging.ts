/** One page of a list call: the items plus the cursors the server's Link header gave. */
export interface Page<T> {
  items: T[]
  /** Cursor for older items (`max_id` of rel="next"). */
  maxId?: string
  /** Cursor for newer items (`min_id` of rel="prev"). */
  minId?: string
}

export interface LinkCursors {
  maxId?: string
  minId?: string
}

// Cursors are opaque to the client (flake ids, integers rendered as strings); only refuse the
// shapes that cannot be ids, so a hostile header cannot smuggle text into the next request.
const cursorPattern = /^[A-Za-z0-9_-]{1,64}$/

// `<url>; rel="next"` entries, comma separated; commas may appear inside the <...> part.
const linkEntryPattern = /<([^>]*)>\s*((?:;\s*[^;,]+)*)/g
const relPattern = /;\s*rel\s*=\s*"?([^";]+)"?/i

/**
 * Reads `max_id` from rel="next" and `min_id` from rel="prev". A link to another origin than
 * `origin` is refused (a compromised or confused server must not steer the client elsewhere),
 * and so is anything unparsable: a bad header yields no cursors, never an exception.
 */
export function parseLinkHeader(header: string | null | undefined, origin: string): LinkCursors {
  const cursors: LinkCursors = {}
  if (!header) return cursors
  for (const match of header.matchAll(linkEntryPattern)) {
    const [, target = '', params = ''] = match
    const rels = relPattern.exec(params)?.[1]?.toLowerCase().split(/\s+/) ?? []
    const url = safeUrl(target, origin)
    if (!url || url.origin !== origin) continue
    if (rels.includes('next') && cursors.maxId === undefined) {
      cursors.maxId = cursorOf(url, 'max_id')
    }
    if (rels.includes('prev') && cursors.minId === undefined) {
      cursors.minId = cursorOf(url, 'min_id') ?? cursorOf(url, 'since_id')
    }
  }
  return cursors
}

function safeUrl(target: string, origin: string): URL | undefined {
  try {
    return new URL(target.trim(), origin)
  } catch {
    return undefined
  }
}

function cursorOf(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)
  return value !== null && cursorPattern.test(value) ? value : undefined
}

export interface WalkOptions {
  /** Safety net against a server that pages forever; default 1000 pages. */
  maxPages?: number
  signal?: AbortSignal
}

/**
 * Walks older pages from `fetchPage(undefined)` on, following `maxId`. It ends on a page with
 * no items, no next cursor, or a cursor already seen (a server that repeats itself would
 * otherwise loop forever).
 */
export async function* walkPages<T>(
  fetchPage: (maxId: string | undefined) => Promise<Page<T>>,
  options: WalkOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const maxPages = options.maxPages ?? 1000
  const seen = new Set<string>()
  let cursor: string | undefined
  for (let count = 0; count < maxPages; count += 1) {
    options.signal?.throwIfAborted()
    const page = await fetchPage(cursor)
    yield page
    if (page.items.length === 0 || page.maxId === undefined || seen.has(page.maxId)) return
    seen.add(page.maxId)
    cursor = page.maxId
  }
}

/** Every item of every page, in order. */
export async function collectPages<T>(
  fetchPage: (maxId: string | undefined) => Promise<Page<T>>,
  options: WalkOptions = {},
): Promise<T[]> {
  const all: T[] = []
  for await (const page of walkPages(fetchPage, options)) all.push(...page.items)
  return all
}

import { compareIds } from '../store/ids'
import type { Store } from '../store/store'
import { validation } from './errors'
import type { Ctx } from './context'
import { params } from './context'

export interface PageQuery {
  maxId?: string
  sinceId?: string
  minId?: string
  limit: number
  offset: number
}

/** `Pleroma.Pagination`: limit defaults to 20 and is clamped to 40. */
export function pageQuery(c: Ctx, defaultLimit = 20, maxLimit = 40): PageQuery {
  const p = params(c)
  const limit = p.int('limit')
  if (Number.isNaN(limit)) throw validation('limit', `Invalid integer. Got: string`)
  const offset = p.int('offset')
  if (Number.isNaN(offset)) throw validation('offset', `Invalid integer. Got: string`)
  return {
    maxId: p.str('max_id') || undefined,
    sinceId: p.str('since_id') || undefined,
    minId: p.str('min_id') || undefined,
    limit: Math.min(Math.max(limit ?? defaultLimit, 1), maxLimit),
    offset: Math.max(offset ?? 0, 0),
  }
}

/**
 * Walks keys sorted oldest first and returns one page, newest first. With min_id the page is
 * the oldest items above it (the real server's ascending query, then reversed).
 */
export function pageOf<T>(
  sorted: readonly string[],
  q: PageQuery,
  accept: (key: string) => T | null,
): { key: string; item: T }[] {
  const out: { key: string; item: T }[] = []
  let skipped = 0
  if (q.minId !== undefined) {
    for (const key of sorted) {
      if (compareIds(key, q.minId) <= 0) continue
      if (q.maxId !== undefined && compareIds(key, q.maxId) >= 0) break
      const item = accept(key)
      if (item === null) continue
      if (skipped++ < q.offset) continue
      out.push({ key, item })
      if (out.length >= q.limit) break
    }
    return out.reverse()
  }
  for (let i = sorted.length - 1; i >= 0; i--) {
    const key = sorted[i]
    if (key === undefined) continue
    if (q.maxId !== undefined && compareIds(key, q.maxId) >= 0) continue
    if (q.sinceId !== undefined && compareIds(key, q.sinceId) <= 0) break
    const item = accept(key)
    if (item === null) continue
    if (skipped++ < q.offset) continue
    out.push({ key, item })
    if (out.length >= q.limit) break
  }
  return out
}

/** `add_link_headers`: both rels, next first, or no header at all for an empty page. */
export function setLinkHeader(c: Ctx, store: Store, keys: string[]): void {
  const first = keys[0]
  const last = keys[keys.length - 1]
  if (first === undefined || last === undefined) return
  const url = new URL(c.req.url)
  const kept = [...url.searchParams.entries()].filter(
    ([k]) => !['max_id', 'min_id', 'since_id', 'offset'].includes(k),
  )
  const build = (extra: [string, string]) => {
    const all = [...kept, extra].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    const query = all
      .map(([k, v]) => `${encodeURIComponent(k).replace(/%5B%5D/g, '[]')}=${encodeURIComponent(v)}`)
      .join('&')
    return `${store.origin}${url.pathname}?${query}`
  }
  c.header(
    'Link',
    `<${build(['max_id', last])}>; rel="next", <${build(['min_id', first])}>; rel="prev"`,
  )
}

/** Sorts string keys oldest first (flake or integer ids). */
export const sortKeys = (keys: string[]): string[] => keys.sort(compareIds)

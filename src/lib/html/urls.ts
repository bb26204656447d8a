import { routePath } from '../../routes/route-table'

// URL checks shared by the sanitiser and the renderer. Parsing with URL (not a regex) means
// entity tricks, embedded tabs and odd casing of the scheme are judged as a browser would.

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:'])
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:'])

function parseAbsolute(raw: string): URL | undefined {
  const trimmed = raw.trim()
  if (trimmed === '' || trimmed.length > 4096) return undefined
  try {
    return new URL(trimmed)
  } catch {
    return undefined
  }
}

/** The href to use for a link, or undefined when the link must not be a link at all. */
export function safeLinkHref(raw: string | null | undefined): string | undefined {
  if (raw == null) return undefined
  const url = parseAbsolute(raw)
  if (url === undefined || !LINK_PROTOCOLS.has(url.protocol)) return undefined
  return url.href
}

// Every card asks for the same avatar and emoji URLs on every render: parsing them once is
// enough. Bounded: emptied when full rather than tracking use.
const IMAGE_CACHE_LIMIT = 4096
const imageUrls = new Map<string, string | undefined>()

/** An image source (custom emoji, avatars in names): http(s) only, never data: or blob:. */
export function safeImageUrl(raw: string | null | undefined): string | undefined {
  if (raw == null) return undefined
  if (imageUrls.has(raw)) return imageUrls.get(raw)
  const url = parseAbsolute(raw)
  const safe = url === undefined || !IMAGE_PROTOCOLS.has(url.protocol) ? undefined : url.href
  if (imageUrls.size >= IMAGE_CACHE_LIMIT) imageUrls.clear()
  imageUrls.set(raw, safe)
  return safe
}

/** The in-app route of a hashtag. */
export function tagRoute(tag: string): string {
  return routePath('tag-timeline', { tag })
}

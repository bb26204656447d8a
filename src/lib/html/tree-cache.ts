import { sanitizeToTree } from './sanitize'
import type { SanitizeOptions } from './sanitize'
import type { SafeTree } from './tree'

// Virtual lists unmount and remount rows as the reader scrolls, so the same content is shown
// many times. Sanitising costs far more than building a key, so recent trees are kept. Trees
// are shared between callers: treat them as read-only.
const MAX_ENTRIES = 500
const cache = new Map<string, SafeTree>()

function keyOf(html: string, options: SanitizeOptions): string {
  const emojis = (options.emojis ?? []).map((e) => `${e.shortcode} ${e.url}`).join('\n')
  const mentions = (options.mentions ?? []).map((m) => `${m.id} ${m.url}`).join('\n')
  const tags = (options.tags ?? []).join('\n')
  const limits = `${options.maxDepth ?? ''},${options.maxNodes ?? ''},${options.maxInputLength ?? ''},${options.mfm === true ? 'mfm' : ''}`
  return [limits, emojis, mentions, tags, html].join('\u0000')
}

/** sanitizeToTree with a small least-recently-used cache in front of it. */
export function cachedSanitizeToTree(html: unknown, options: SanitizeOptions = {}): SafeTree {
  if (typeof html !== 'string') return sanitizeToTree(html, options)
  const key = keyOf(html, options)
  const hit = cache.get(key)
  if (hit !== undefined) {
    // Re-insert so the entry counts as recently used.
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const tree = sanitizeToTree(html, options)
  cache.set(key, tree)
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next()
    if (oldest.done !== true) cache.delete(oldest.value)
  }
  return tree
}

export function clearTreeCache(): void {
  cache.clear()
}

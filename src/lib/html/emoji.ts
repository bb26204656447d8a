import type { SafeNode } from './tree'
import { safeImageUrl } from './urls'

/** A custom emoji as the server lists it beside a status, account or poll. */
export interface EmojiSource {
  shortcode: string
  url: string
}

/** Shortcode to image URL; emoji with anything but an http(s) URL are left out entirely. */
export type EmojiMap = ReadonlyMap<string, string>

const SHORTCODE = /^[\w+\-.@]{1,100}$/

export function buildEmojiMap(emojis: readonly EmojiSource[] | undefined): EmojiMap {
  const map = new Map<string, string>()
  for (const emoji of emojis ?? []) {
    if (typeof emoji.shortcode !== 'string' || !SHORTCODE.test(emoji.shortcode)) continue
    const url = safeImageUrl(emoji.url)
    if (url !== undefined) map.set(emoji.shortcode, url)
  }
  return map
}

/**
 * Splits one text node into text and emoji nodes. A linear scan from colon to colon: when the
 * text between two colons is not a known shortcode, the second colon may open the next one
 * (so "a:b:blobcat:" still finds blobcat).
 */
export function splitEmoji(text: string, emojis: EmojiMap): SafeNode[] {
  if (emojis.size === 0 || !text.includes(':')) return [{ type: 'text', text }]
  const out: SafeNode[] = []
  let plainStart = 0
  let open = text.indexOf(':')
  while (open !== -1) {
    const close = text.indexOf(':', open + 1)
    if (close === -1) break
    const shortcode = text.slice(open + 1, close)
    const url = shortcode.length > 0 && shortcode.length <= 100 ? emojis.get(shortcode) : undefined
    if (url === undefined) {
      open = close
      continue
    }
    if (open > plainStart) out.push({ type: 'text', text: text.slice(plainStart, open) })
    out.push({ type: 'emoji', shortcode, url })
    plainStart = close + 1
    open = text.indexOf(':', plainStart)
  }
  if (plainStart < text.length) out.push({ type: 'text', text: text.slice(plainStart) })
  return out
}

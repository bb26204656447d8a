// Reaction images: custom reactions carry a URL; a custom reaction federated from a
// Misskey-style host may not, and that host's /api/notes/show fills it in. Spec 2 §7 ties the
// public emoji image CDN (by codepoint) to that same call: unicode reactions are drawn from it
// only on a note whose reactions were looked up there, never on every status.

const CDN = 'https://cdn.jsdelivr.net/gh/jdecked/twemoji@latest/assets/72x72/'

/** The CDN image of a unicode emoji: its codepoints in hex, joined by "-" (no VS16). */
export function unicodeEmojiImageUrl(emoji: string): string {
  const points: string[] = []
  for (const char of emoji) {
    const code = char.codePointAt(0)
    if (code !== undefined && code !== 0xfe0f) points.push(code.toString(16))
  }
  return `${CDN}${points.join('-')}.png`
}

/** A custom reaction's name is a shortcode, possibly with "@host": `blobcat@misskey.example`. */
export function isCustomReaction(name: string): boolean {
  return /^[\w+\-.]+(@[\w\-.]+)?$/.test(name)
}

/** The host and note id of a Misskey-style note URI (`https://host/notes/{id}`). */
export function misskeyNote(uri: string): { host: string; noteId: string } | null {
  try {
    const url = new URL(uri)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    const match = /^\/notes\/([\w-]+)$/.exec(url.pathname)
    return match?.[1] !== undefined ? { host: url.origin, noteId: match[1] } : null
  } catch {
    return null
  }
}

import type { CustomEmoji } from './emoji.ts'

// Compiled once: normalisers run for every status of every page and stream event.
const HTML_SPECIAL = /[&<>"']/g
// Non-global twin for test(): a /g regex keeps lastIndex between calls.
const HAS_HTML_SPECIAL = /[&<>"']/
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
// One pass over the HTML: line breaks, other tags and entities in a single alternation.
const HTML_TOKEN = /<br\s*\/?>|<\/p>\s*<p[^>]*>|<[^>]*>|&(#x[0-9a-f]+|#\d+|[a-z]+);/gi
const NAMED_ENTITIES = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
])
const SHORTCODE = /:([\w+-]+):/g

export function escapeHtml(text: string): string {
  return HAS_HTML_SPECIAL.test(text)
    ? text.replace(HTML_SPECIAL, (c) => HTML_ESCAPES[c] ?? c)
    : text
}

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : match
  }
  return NAMED_ENTITIES.get(body.toLowerCase()) ?? match
}

function replaceToken(match: string, entity: string | undefined): string {
  if (entity !== undefined) return decodeEntity(match, entity)
  const second = match.charCodeAt(1)
  // <br> and </p><p> become line breaks; every other tag disappears.
  if (second === 98 || second === 66 || second === 47) {
    const lower = match.toLowerCase()
    if (lower.startsWith('<br') || (match.length > 4 && lower.startsWith('</p>'))) return '\n'
  }
  return ''
}

// Author notes and fields repeat on every status of the same author: remember recent results.
const TEXT_CACHE_LIMIT = 2000
const textCache = new Map<string, string>()

/** Plain text of server HTML: line breaks kept, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html
  const cached = textCache.get(html)
  if (cached !== undefined) return cached
  const text = html.replace(HTML_TOKEN, replaceToken)
  if (textCache.size >= TEXT_CACHE_LIMIT) textCache.clear()
  textCache.set(html, text)
  return text
}

/**
 * Replace `:shortcode:` with an <img> of the matching custom emoji. `html` must already be safe
 * HTML (escaped text or server HTML); attribute values are escaped here.
 */
export function addEmojis(html: string, emojis: readonly CustomEmoji[]): string {
  if (emojis.length === 0 || !html.includes(':')) return html
  // Cheaper than running the replacement when none of the few emojis occurs.
  if (!emojis.some((e) => html.includes(`:${e.shortcode}:`))) return html
  return html.replace(SHORTCODE, (match, code: string) => {
    const emoji = emojis.find((e) => e.shortcode === code)
    if (!emoji) return match
    const alt = escapeHtml(match)
    return `<img src="${escapeHtml(emoji.url)}" alt="${alt}" title="${alt}" class="emoji" />`
  })
}

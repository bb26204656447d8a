import type { Store } from './store'
import type { User } from './types'

export interface Rendered {
  html: string
  mentionIds: string[]
  tags: string[]
  emojis: string[]
}

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

export function profileUrl(store: Store, user: User): string {
  return user.domain
    ? `https://${user.domain}/users/${user.nickname}`
    : `${store.origin}/users/${user.nickname}`
}

export const stripHtml = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

// Mentions, hashtags, links and custom emoji, the way Akkoma's formatter links them.
const TOKEN =
  /(https?:\/\/[^\s<]+)|(^|[^\w@/])@([a-zA-Z0-9_.-]+(?:@[a-zA-Z0-9.-]+\.[a-z]{2,}(?::\d+)?)?)|(^|[^\w&/])#([\p{L}\p{N}_]+)|:([a-zA-Z0-9_]+):/gu

function linkTokens(store: Store, escaped: string, out: Rendered): string {
  return escaped.replace(
    TOKEN,
    (
      match,
      url?: string,
      pre1?: string,
      acct?: string,
      pre2?: string,
      tag?: string,
      sc?: string,
    ) => {
      if (url) return `<a href="${url}" rel="ugc">${url}</a>`
      if (acct !== undefined) {
        const user = store.findByAcct(acct)
        if (!user) return match
        if (!out.mentionIds.includes(user.id)) out.mentionIds.push(user.id)
        return `${pre1 ?? ''}<span class="h-card"><a class="u-url mention" data-user="${user.id}" href="${profileUrl(store, user)}" rel="ugc">@<span>${user.nickname}</span></a></span>`
      }
      if (tag !== undefined) {
        const name = tag.toLowerCase()
        if (!out.tags.includes(name)) out.tags.push(name)
        return `${pre2 ?? ''}<a class="hashtag" data-tag="${name}" href="${store.origin}/tag/${name}" rel="tag ugc">#${tag}</a>`
      }
      if (sc && store.emoji(sc)) {
        if (!out.emojis.includes(sc)) out.emojis.push(sc)
      }
      return match
    },
  )
}

function markdownInline(escaped: string): string {
  return escaped
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>')
}

function bbcode(escaped: string): string {
  return escaped
    .replace(/\[b\]([\s\S]*?)\[\/b\]/g, '<strong>$1</strong>')
    .replace(/\[i\]([\s\S]*?)\[\/i\]/g, '<em>$1</em>')
    .replace(/\[u\]([\s\S]*?)\[\/u\]/g, '<u>$1</u>')
    .replace(/\[code\]([\s\S]*?)\[\/code\]/g, '<code>$1</code>')
}

/** Akkoma's scrubber keeps a safe subset; here: no scripts, styles, handlers or js: links. */
function scrub(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed)[^>]*>/gi, '')
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*("|')\s*javascript:[^"']*\2/gi, '$1="#"')
}

/** Turns a post's source into the HTML the server stores, plus what it mentions and tags. */
export function renderText(store: Store, text: string, contentType: string): Rendered {
  const out: Rendered = { html: '', mentionIds: [], tags: [], emojis: [] }
  if (contentType === 'text/html') {
    out.html = scrub(text)
    linkTokens(store, escapeHtml(stripHtml(text)), out)
    return out
  }
  const paragraphs = text.replace(/\r\n/g, '\n').split(/\n{2,}/)
  const parts = paragraphs.map((p) => {
    let escaped = escapeHtml(p)
    if (contentType === 'text/markdown') escaped = markdownInline(escaped)
    if (contentType === 'text/bbcode') escaped = bbcode(escaped)
    return linkTokens(store, escaped, out).replace(/\n/g, '<br/>')
  })
  out.html =
    contentType === 'text/markdown'
      ? parts.map((p) => `<p>${p}</p>`).join('')
      : parts.join('<br/><br/>')
  return out
}

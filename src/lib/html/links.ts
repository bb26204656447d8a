import type { SafeLinkKind } from './tree'
import { safeLinkHref } from './urls'

/** A mentioned account as the status lists it: links to `url` are mentions of `id`. */
export interface MentionSource {
  id: string
  url: string
}

export interface LinkContext {
  /** Normalised profile URL to account id. */
  mentions: ReadonlyMap<string, string>
  /** The status's own tags, lower-cased. */
  tags: ReadonlySet<string>
}

export function buildLinkContext(
  mentions: readonly MentionSource[] | undefined,
  tags: readonly string[] | undefined,
): LinkContext {
  const byUrl = new Map<string, string>()
  for (const mention of mentions ?? []) {
    const href = safeLinkHref(mention.url)
    if (href !== undefined && typeof mention.id === 'string') byUrl.set(href, mention.id)
  }
  const tagSet = new Set<string>()
  for (const tag of tags ?? []) if (typeof tag === 'string') tagSet.add(tag.toLowerCase())
  return { mentions: byUrl, tags: tagSet }
}

function tagFromHref(href: string): string | undefined {
  try {
    const segments = new URL(href).pathname.split('/').filter((s) => s !== '')
    const last = segments[segments.length - 1]
    return last === undefined ? undefined : decodeURIComponent(last)
  } catch {
    return undefined
  }
}

/**
 * What a link in server HTML points at. `href` must already be a safe href; `text` is the
 * link's visible text, `classes` its allowlisted classes, `rel` its rel tokens.
 */
export function classifyLink(
  href: string,
  text: string,
  classes: readonly string[],
  rel: readonly string[],
  context: LinkContext,
): SafeLinkKind {
  const accountId = context.mentions.get(href)
  if (accountId !== undefined) return { kind: 'mention', accountId }

  const trimmed = text.trim()
  const textTag = trimmed.startsWith('#') ? trimmed.slice(1) : undefined
  const markedAsTag = classes.includes('hashtag') || rel.includes('tag')
  if (textTag !== undefined && textTag !== '' && context.tags.has(textTag.toLowerCase())) {
    return { kind: 'hashtag', tag: textTag, internal: true }
  }
  if (markedAsTag) {
    const tag = textTag !== undefined && textTag !== '' ? textTag : tagFromHref(href)
    if (tag !== undefined && tag !== '') {
      return { kind: 'hashtag', tag, internal: context.tags.has(tag.toLowerCase()) }
    }
  }
  return { kind: 'external' }
}

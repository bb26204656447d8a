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
  mentionIds: ReadonlySet<string>
  /** The status's own tags, lower-cased. */
  tags: ReadonlySet<string>
}

export function buildLinkContext(
  mentions: readonly MentionSource[] | undefined,
  tags: readonly string[] | undefined,
): LinkContext {
  const byUrl = new Map<string, string>()
  const ids = new Set<string>()
  for (const mention of mentions ?? []) {
    if (typeof mention.id === 'string') ids.add(mention.id)
    const href = safeLinkHref(mention.url)
    if (href !== undefined && typeof mention.id === 'string') byUrl.set(href, mention.id)
  }
  const tagSet = new Set<string>()
  for (const tag of tags ?? []) if (typeof tag === 'string') tagSet.add(tag.toLowerCase())
  return { mentions: byUrl, mentionIds: ids, tags: tagSet }
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
export interface LinkHints {
  /** The link's visible text. */
  text: string
  /** Its allowlisted classes. */
  classes: readonly string[]
  /** Its rel tokens. */
  rel: readonly string[]
  /** Akkoma's data-user: the mentioned account's id (trusted only if it is mentioned). */
  dataUser: string | null
  /** Akkoma's data-tag: the hashtag's name. */
  dataTag: string | null
}

export function classifyLink(href: string, hints: LinkHints, context: LinkContext): SafeLinkKind {
  const accountId = context.mentions.get(href)
  if (accountId !== undefined) return { kind: 'mention', accountId }
  // The profile URL in the content can differ from the one in the mentions list (ap_id versus
  // url); Akkoma marks the account id on the link as well.
  if (hints.dataUser !== null && context.mentionIds.has(hints.dataUser)) {
    return { kind: 'mention', accountId: hints.dataUser }
  }

  const { classes, rel } = hints
  const trimmed = hints.text.trim()
  const textTag = hints.dataTag ?? (trimmed.startsWith('#') ? trimmed.slice(1) : undefined)
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

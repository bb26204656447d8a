// The sanitiser's output: a small, serialisable tree. Only these shapes exist, so a renderer
// that handles them cannot emit anything the allowlist did not admit.

/** Elements that may appear in rendered server HTML (close to Mastodon's strict sanitiser). */
export const SAFE_TAGS = [
  'p',
  'span',
  'del',
  'pre',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
] as const

export type SafeTag = (typeof SAFE_TAGS)[number]

export interface SafeText {
  type: 'text'
  text: string
}

export interface SafeElement {
  type: 'element'
  tag: SafeTag
  classes: string[]
  children: SafeNode[]
}

/**
 * A link. `mention` links carry the mentioned account's id; `hashtag` links carry the tag and
 * whether it is one of the status's own tags (`internal`, shown at /tag/{tag}) or a foreign
 * tag link (opened in a new window at its original address).
 */
export type SafeLinkKind =
  | { kind: 'external' }
  | { kind: 'mention'; accountId: string }
  | { kind: 'hashtag'; tag: string; internal: boolean }

export type SafeLink = {
  type: 'link'
  href: string
  classes: string[]
  children: SafeNode[]
} & SafeLinkKind

export interface SafeEmoji {
  type: 'emoji'
  shortcode: string
  url: string
}

export interface SafeBreak {
  type: 'br'
}

export type SafeNode = SafeText | SafeElement | SafeLink | SafeEmoji | SafeBreak

export interface SafeTree {
  nodes: SafeNode[]
  /** Content was cut because it exceeded the size limits. */
  truncated: boolean
  /** Nesting deeper than the depth limit was flattened. */
  flattened: boolean
}

const TAG_SET: ReadonlySet<string> = new Set(SAFE_TAGS)

export function isSafeTag(tag: string): tag is SafeTag {
  return TAG_SET.has(tag)
}

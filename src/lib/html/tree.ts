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

/** MFM functions a server may mark on a span (FEP-c16b `mfm-NAME`, legacy `_mfm_NAME_`). */
export const MFM_NAMES = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'rainbow',
  'sparkle',
  'flip',
  'x2',
  'x3',
  'x4',
  'font',
  'blur',
  'rotate',
  'position',
  'scale',
  'fg',
  'bg',
  'center',
  'ruby',
  'unixtime',
  'border',
  'plain',
] as const

export type MfmName = (typeof MFM_NAMES)[number]

/** Valueless `data-mfm-*` attributes (`$[spin.left,alternate ...]`, `$[font.serif ...]`). */
export const MFM_FLAGS = [
  'left',
  'alternate',
  'x',
  'y',
  'h',
  'v',
  'serif',
  'monospace',
  'cursive',
  'fantasy',
  'noclip',
] as const

export type MfmFlag = (typeof MFM_FLAGS)[number]

/** `data-mfm-*` attributes with a value; stored already in CSS form (2s, 30deg, 1.5em, #f00). */
export const MFM_VALUES = [
  'speed',
  'delay',
  'deg',
  'x',
  'y',
  'color',
  'width',
  'radius',
  'style',
] as const

export type MfmValueName = (typeof MFM_VALUES)[number]

/** A validated MFM function on a span. Nothing in it is text the server wrote. */
export interface SafeMfm {
  name: MfmName
  flags: MfmFlag[]
  values: Partial<Record<MfmValueName, string>>
}

export interface SafeElement {
  type: 'element'
  tag: SafeTag
  classes: string[]
  children: SafeNode[]
  /** Only on spans, only when the caller asked for MFM (status content). */
  mfm?: SafeMfm
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

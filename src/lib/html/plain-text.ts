import { neutralizeBidi } from './bidi'
import { buildEmojiMap, splitEmoji } from './emoji'
import type { EmojiSource } from './emoji'
import type { SafeNode, SafeTree } from './tree'
import { DEFAULT_MAX_INPUT_LENGTH } from './sanitize'

export interface PlainTextOptions {
  /** Custom emoji that `:shortcode:` may become (http(s) URLs only). */
  emojis?: readonly EmojiSource[]
  /** Remove bidi controls: on for names and handles. */
  neutralizeBidi?: boolean
  /** Keep line breaks as <br> (bios, poll options); off for names. */
  multiline?: boolean
  maxInputLength?: number
}

/**
 * A plain-text field (display name, handle, poll option title, alt text) as a tree: never
 * parsed as HTML, so `<b>` stays the four characters it is.
 */
export function textToTree(text: unknown, options: PlainTextOptions = {}): SafeTree {
  if (typeof text !== 'string' || text === '') {
    return { nodes: [], truncated: false, flattened: false }
  }
  const max = options.maxInputLength ?? DEFAULT_MAX_INPUT_LENGTH
  const truncated = text.length > max
  let value = truncated ? text.slice(0, max) : text
  if (options.neutralizeBidi === true) value = neutralizeBidi(value)
  const emojis = buildEmojiMap(options.emojis)
  const lines =
    options.multiline === true ? value.split(/\r\n|\r|\n/) : [value.replace(/\s+/g, ' ')]
  const nodes: SafeNode[] = []
  lines.forEach((line, index) => {
    if (index > 0) nodes.push({ type: 'br' })
    // A loop, not push(...spread): a huge line must not exceed the argument limit.
    if (line !== '') for (const node of splitEmoji(line, emojis)) nodes.push(node)
  })
  return { nodes, truncated, flattened: false }
}

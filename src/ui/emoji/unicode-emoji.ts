import type { Emoji } from '../../entities'
import type { EmojiGroup } from './emoji-groups'

interface CompactEmoji {
  unicode: string
  label: string
  group?: number
  tags?: string[]
}

// The components group (skin tones, hair) holds modifiers, not emoji to insert.
const componentGroup = 2

let loading: Promise<EmojiGroup[]> | null = null

/** Standard unicode emoji by group; the data loads on first use, outside the initial bundle. */
export function loadUnicodeEmoji(): Promise<EmojiGroup[]> {
  loading ??= import('emojibase-data/en/compact.json')
    .then((module) => groupUnicode(module.default))
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

export function groupUnicode(data: readonly CompactEmoji[]): EmojiGroup[] {
  const groups = new Map<number, Emoji[]>()
  for (const entry of data) {
    if (entry.group === undefined || entry.group === componentGroup) continue
    const emoji: Emoji = {
      displayText: entry.label,
      replacement: entry.unicode,
      imageUrl: null,
      tags: entry.tags ?? [],
    }
    const list = groups.get(entry.group)
    if (list) list.push(emoji)
    else groups.set(entry.group, [emoji])
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([group, emoji]) => ({ key: `standard:${group}`, title: String(group), emoji }))
}

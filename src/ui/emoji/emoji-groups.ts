import type { Emoji } from '../../entities'

export interface EmojiGroup {
  /** Stable key: "recent", "standard:<n>", "custom:<tag>", "stickers". */
  key: string
  /** A title for custom groups (the tag); built-in groups are titled through messages. */
  title: string
  emoji: Emoji[]
}

/** Custom emoji grouped by their first tag (spec 2 §3), in first-seen order. */
export function groupByFirstTag(emoji: readonly Emoji[]): EmojiGroup[] {
  const groups = new Map<string, Emoji[]>()
  for (const e of emoji) {
    const tag = e.tags[0] ?? ''
    const list = groups.get(tag)
    if (list) list.push(e)
    else groups.set(tag, [e])
  }
  return [...groups].map(([tag, list]) => ({
    key: `custom:${tag}`,
    title: tag.replace(/^pack:/, ''),
    emoji: list,
  }))
}

/** Search across groups: text contains the query, any case. */
export function searchEmoji(groups: readonly EmojiGroup[], query: string): Emoji[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return []
  const seen = new Set<string>()
  const hits: Emoji[] = []
  for (const group of groups) {
    for (const e of group.emoji) {
      const text = e.displayText.toLowerCase()
      const tagged = e.imageUrl === null && e.tags.some((t) => t.toLowerCase().includes(needle))
      if ((text.includes(needle) || tagged) && !seen.has(e.replacement)) {
        seen.add(e.replacement)
        hits.push(e)
      }
    }
  }
  return hits
}

import * as v from 'valibot'
import type { Emoji } from '../../entities/emoji'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../persisted'

/** How many recently used emoji the picker keeps. */
export const recentEmojiLimit = 42

/**
 * Remote emoji ("blob@other.host", from reactions) cannot be posted from this instance, and an
 * entry with no text cannot be inserted at all.
 */
export function isRecordable(emoji: Emoji): boolean {
  return (
    emoji.displayText.trim() !== '' &&
    emoji.replacement.trim() !== '' &&
    !emoji.displayText.includes('@')
  )
}

/** Puts the emoji first, drops its older copy, keeps 42. */
export function pushRecentEmoji(recent: readonly Emoji[], emoji: Emoji): Emoji[] {
  if (!isRecordable(emoji)) return [...recent]
  const rest = recent.filter((e) => e.replacement !== emoji.replacement)
  return [emoji, ...rest].slice(0, recentEmojiLimit)
}

const emojiSchema = v.object({
  displayText: v.string(),
  replacement: v.string(),
  imageUrl: v.nullable(v.string()),
  tags: v.array(v.string()),
})

function spec(account: string): PersistedSpec<Emoji[]> {
  return {
    key: `emoji:recent:${account}`,
    version: 1,
    schema: v.pipe(
      v.array(v.unknown()),
      v.transform((list) =>
        list
          .flatMap((item) => {
            const parsed = v.safeParse(emojiSchema, item)
            return parsed.success && isRecordable(parsed.output) ? [parsed.output] : []
          })
          .slice(0, recentEmojiLimit),
      ),
    ),
    defaults: () => [],
  }
}

export function readRecentEmoji(account: string, storage = usableStorage()): Emoji[] {
  return readPersisted(storage, spec(account)).value
}

export function recordRecentEmoji(account: string, emoji: Emoji, storage = usableStorage()) {
  const next = pushRecentEmoji(readRecentEmoji(account, storage), emoji)
  writePersisted(storage, spec(account), next)
  return next
}

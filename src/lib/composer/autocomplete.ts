import type { Emoji } from '../../entities/emoji'
import type { EmojiSource } from '../html'

/** spec 2 §9: at most 5 suggestions. */
export const maxSuggestions = 5

export type CompletionKind = 'emoji' | 'mention' | 'hashtag'

/** The word being typed at the caret, when it can be completed. */
export interface CompletionWord {
  kind: CompletionKind
  /** Text after the trigger character. */
  query: string
  /** Index of the trigger character in the text. */
  start: number
  /** Index just past the word (the caret). */
  end: number
}

const triggers: Readonly<Record<string, CompletionKind>> = {
  ':': 'emoji',
  '@': 'mention',
  '#': 'hashtag',
}

/** The word ending at the caret; words are split on whitespace. */
export function wordAt(text: string, caret: number): { word: string; start: number } {
  let start = caret
  while (start > 0 && !/\s/.test(text.charAt(start - 1))) start -= 1
  return { word: text.slice(start, caret), start }
}

/** Which completion applies at the caret: after `:`, `@` or `#`, never for a `$` word. */
export function completionAt(text: string, caret: number): CompletionWord | null {
  const { word, start } = wordAt(text, caret)
  // A word starting with $ is MFM markup ($[x2 ...]), never a suggestion.
  if (word.startsWith('$')) return null
  const kind = triggers[word.charAt(0)]
  const query = word.slice(1)
  if (!kind || query === '') return null
  // ":foo:" is already a complete emoji; "@a@b.c" and "@a" both still complete.
  if (kind === 'emoji' && query.includes(':')) return null
  return { kind, query, start, end: caret }
}

/** How a name is typed after `:`: no spaces ("grinning face" is typed grinning_face). */
const typedName = (text: string) => text.toLowerCase().replace(/\s+/g, '_')

/** Emoji whose name contains the query, those starting with it first, at most 5. */
export function matchEmoji(emoji: readonly Emoji[], query: string): Emoji[] {
  const needle = typedName(query)
  return emoji
    .map((e, index) => ({ e, index, name: typedName(e.displayText) }))
    .filter(({ name }) => name.includes(needle))
    .sort(
      (a, b) =>
        Number(!a.name.startsWith(needle)) - Number(!b.name.startsWith(needle)) ||
        a.name.length - b.name.length ||
        a.index - b.index,
    )
    .slice(0, maxSuggestions)
    .map(({ e }) => e)
}

/** What a chosen suggestion puts into the text. */
export interface Suggestion {
  kind: CompletionKind
  /** Shown in the list. */
  label: string
  /** Secondary text (a display name). */
  detail?: string
  /** The custom emoji the display name may use. */
  detailEmojis?: readonly EmojiSource[]
  imageUrl?: string | null
  /** Inserted in place of the word. */
  replacement: string
}

export function emojiSuggestion(emoji: Emoji): Suggestion {
  return {
    kind: 'emoji',
    label: emoji.imageUrl ? `:${emoji.displayText}:` : emoji.replacement,
    detail: emoji.imageUrl ? undefined : emoji.displayText,
    imageUrl: emoji.imageUrl,
    replacement: emoji.replacement,
  }
}

/** Replaces the word with the suggestion and a following space; returns the new caret too. */
export function applySuggestion(
  text: string,
  word: Pick<CompletionWord, 'start' | 'end'>,
  replacement: string,
): { text: string; caret: number } {
  const after = text.slice(word.end)
  const spacer = after.startsWith(' ') ? '' : ' '
  const inserted = replacement + spacer
  return {
    text: text.slice(0, word.start) + inserted + after,
    caret: word.start + inserted.length + (spacer === '' ? 1 : 0),
  }
}

/**
 * Inserts an emoji picked from the picker at the caret. With padEmoji a space separates it from
 * the words around it.
 */
export function insertAtCaret(
  text: string,
  caret: number,
  insert: string,
  pad: boolean,
): { text: string; caret: number } {
  const before = text.slice(0, caret)
  const after = text.slice(caret)
  const lead = pad && before !== '' && !/\s$/.test(before) ? ' ' : ''
  const trail = pad && !/^\s/.test(after) ? ' ' : ''
  const inserted = lead + insert + trail
  return { text: before + inserted + after, caret: caret + inserted.length }
}

import { useCallback, useMemo, useState, type KeyboardEvent } from 'react'
import type { Emoji } from '../../entities'
import {
  applySuggestion,
  completionAt,
  emojiSuggestion,
  matchEmoji,
  maxSuggestions,
  type CompletionWord,
  type Suggestion,
} from '../../lib/composer/autocomplete'
import { searchAccounts, searchHashtags, useLoad, type LoadTarget } from '../../state/loaders'
import { useUnicodeEmoji } from './use-emoji-sources'

/** Accounts and hashtags from the server's search; emoji are matched locally. */
async function remoteSuggestions(target: LoadTarget, word: CompletionWord): Promise<Suggestion[]> {
  if (word.kind === 'mention') {
    const users = await searchAccounts(target, word.query, maxSuggestions)
    return users.slice(0, maxSuggestions).map((user) => ({
      kind: 'mention',
      label: `@${user.screen_name}`,
      detail: user.name,
      detailEmojis: user.emoji,
      imageUrl: user.profile_image_url_original,
      replacement: `@${user.screen_name}`,
    }))
  }
  const tags = await searchHashtags(target, word.query, maxSuggestions)
  return tags
    .slice(0, maxSuggestions)
    .map((name) => ({ kind: 'hashtag', label: `#${name}`, replacement: `#${name}` }))
}

const noSuggestions = (): Promise<Suggestion[]> => Promise.resolve([])

interface Options {
  /** Whose server is searched for accounts and hashtags. */
  accountKey: string
  emoji: readonly Emoji[]
  text: string
  caret: number
  /** Puts the completed text in the field and moves the caret. */
  onApply: (text: string, caret: number) => void
}

/** Keyboard-driven completion after `:`, `@` and `#` (arrows, Enter or Tab, Escape). */
export function useAutocomplete({ accountKey, emoji, text, caret, onApply }: Options) {
  const word = useMemo(() => completionAt(text, caret), [text, caret])
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const wordKey = word ? `${word.kind}:${word.start}:${word.query}` : ''
  // Standard emoji join the custom ones once a `:` word is first typed (loaded on demand).
  const unicode = useUnicodeEmoji(word?.kind === 'emoji')
  const allEmoji = useMemo(
    () => (unicode.kind === 'ready' ? [...emoji, ...unicode.value.flatMap((g) => g.emoji)] : emoji),
    [emoji, unicode],
  )

  const remoteWord = word?.kind === 'emoji' ? null : word
  const remote = useLoad(remoteWord ? accountKey : null, remoteWord ? wordKey : null, (target) =>
    remoteWord ? remoteSuggestions(target, remoteWord) : noSuggestions(),
  )
  // While the search runs, and when it fails, nothing is suggested.
  const remoteList = remote.status === 'ready' ? remote.data : null

  const suggestions = useMemo(() => {
    if (!word || dismissed === wordKey) return []
    if (word.kind === 'emoji') return matchEmoji(allEmoji, word.query).map(emojiSuggestion)
    return remoteList ?? []
  }, [word, wordKey, dismissed, allEmoji, remoteList])

  const current = Math.min(active, Math.max(0, suggestions.length - 1))

  const choose = useCallback(
    (index: number) => {
      const picked = suggestions[index]
      if (!word || !picked) return
      const next = applySuggestion(text, word, picked.replacement)
      setActive(0)
      onApply(next.text, next.caret)
    },
    [suggestions, word, text, onApply],
  )

  /** Handles the key when the list is open; true when it did. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>): boolean => {
      if (suggestions.length === 0) return false
      const move = (by: number) => {
        event.preventDefault()
        setActive((current + by + suggestions.length) % suggestions.length)
        return true
      }
      switch (event.key) {
        case 'ArrowDown':
          return move(1)
        case 'ArrowUp':
          return move(-1)
        case 'Enter':
        case 'Tab':
          if (event.shiftKey || event.ctrlKey || event.metaKey) return false
          event.preventDefault()
          choose(current)
          return true
        case 'Escape':
          event.preventDefault()
          event.stopPropagation()
          setDismissed(wordKey)
          return true
        default:
          return false
      }
    },
    [suggestions.length, current, choose, wordKey],
  )

  return { word, suggestions, active: current, choose, onKeyDown, setActive }
}

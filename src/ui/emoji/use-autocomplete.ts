import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react'
import type { ApiClient } from '../../api/client'
import { search } from '../../api/search'
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
import { useUnicodeEmoji } from './use-emoji-sources'

/** Accounts and hashtags from the server's search; emoji are matched locally. */
async function remoteSuggestions(
  client: ApiClient,
  word: CompletionWord,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const type = word.kind === 'mention' ? 'accounts' : 'hashtags'
  const found = await search(client, { q: word.query, type, resolve: false, limit: 5, signal })
  if (word.kind === 'mention') {
    return found.accounts.slice(0, maxSuggestions).map((a) => ({
      kind: 'mention',
      label: `@${a.acct}`,
      detail: a.display_name,
      imageUrl: a.avatar,
      replacement: `@${a.acct}`,
    }))
  }
  return found.hashtags.slice(0, maxSuggestions).map((tag) => {
    const name = typeof tag === 'string' ? tag : tag.name
    return { kind: 'hashtag', label: `#${name}`, replacement: `#${name}` }
  })
}

export interface AutocompleteState {
  word: CompletionWord | null
  suggestions: Suggestion[]
  active: number
}

interface Options {
  client: ApiClient
  emoji: readonly Emoji[]
  text: string
  caret: number
  /** Puts the completed text in the field and moves the caret. */
  onApply: (text: string, caret: number) => void
}

/** Keyboard-driven completion after `:`, `@` and `#` (arrows, Enter or Tab, Escape). */
export function useAutocomplete({ client, emoji, text, caret, onApply }: Options) {
  const word = useMemo(() => completionAt(text, caret), [text, caret])
  const [remote, setRemote] = useState<{ key: string; list: Suggestion[] }>({ key: '', list: [] })
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const wordKey = word ? `${word.kind}:${word.start}:${word.query}` : ''
  // Standard emoji join the custom ones once a `:` word is first typed (loaded on demand).
  const unicode = useUnicodeEmoji(word?.kind === 'emoji')
  const allEmoji = useMemo(
    () => (unicode.kind === 'ready' ? [...emoji, ...unicode.value.flatMap((g) => g.emoji)] : emoji),
    [emoji, unicode],
  )

  useEffect(() => {
    if (!word || word.kind === 'emoji') return
    const controller = new AbortController()
    const key = `${word.kind}:${word.start}:${word.query}`
    remoteSuggestions(client, word, controller.signal)
      .then((list) => setRemote({ key, list }))
      .catch(() => setRemote({ key, list: [] }))
    return () => controller.abort()
  }, [client, word])

  const suggestions = useMemo(() => {
    if (!word || dismissed === wordKey) return []
    if (word.kind === 'emoji') return matchEmoji(allEmoji, word.query).map(emojiSuggestion)
    return remote.key === wordKey ? remote.list : []
  }, [word, wordKey, dismissed, allEmoji, remote])

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

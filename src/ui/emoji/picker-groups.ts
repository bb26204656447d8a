import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import type { Emoji } from '../../entities'
import { groupByFirstTag, searchEmoji, type EmojiGroup } from './emoji-groups'
import { pickerMessages, unicodeGroupMessages } from './messages'
import type { Loadable } from './use-emoji-sources'

export type PickerTab = 'recent' | 'standard' | 'custom' | 'stickers'

interface GroupsInput {
  tab: PickerTab
  /** The search text once it settled; empty shows the tab. */
  query: string
  recent: readonly Emoji[]
  customEmoji: readonly Emoji[]
  unicode: Loadable<EmojiGroup[]>
}

/** What the panel shows: the search results, else the open tab's groups, titled. */
export function usePickerGroups({
  tab,
  query,
  recent,
  customEmoji,
  unicode,
}: GroupsInput): EmojiGroup[] {
  const intl = useIntl()
  const customGroups = useMemo(() => groupByFirstTag(customEmoji), [customEmoji])
  const unicodeGroups = useMemo<EmojiGroup[]>(
    () =>
      unicode.kind === 'ready'
        ? unicode.value.map((g) => {
            const message = unicodeGroupMessages[Number(g.key.split(':')[1]) as 0]
            return { ...g, title: intl.formatMessage(message) }
          })
        : [],
    [unicode, intl],
  )
  if (query.trim() !== '') {
    const hits = searchEmoji([...customGroups, ...unicodeGroups], query)
    return [{ key: 'results', title: intl.formatMessage(pickerMessages.results), emoji: hits }]
  }
  if (tab === 'recent') {
    return [{ key: 'recent', title: intl.formatMessage(pickerMessages.recent), emoji: [...recent] }]
  }
  if (tab === 'standard') return unicodeGroups
  if (tab === 'custom') {
    const unnamed = intl.formatMessage(pickerMessages.unnamedGroup)
    return customGroups.map((g) => ({ ...g, title: g.title || unnamed }))
  }
  return []
}

/** Whether what the tab (or the search) needs is still loading, or failed to. */
export function sourcesState(
  tab: PickerTab,
  query: string,
  unicode: Loadable<unknown>,
  stickers: Loadable<unknown>,
): { loading: boolean; failed: boolean } {
  const loading =
    ((tab === 'standard' || query !== '') && unicode.kind === 'loading') ||
    (tab === 'stickers' && stickers.kind === 'loading')
  const failed =
    (unicode.kind === 'error' && tab === 'standard') ||
    (stickers.kind === 'error' && tab === 'stickers')
  return { loading, failed }
}

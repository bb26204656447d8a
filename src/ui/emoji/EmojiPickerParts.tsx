import type { RefObject } from 'react'
import { useIntl } from 'react-intl'
import type { Emoji } from '../../entities'
import { EmojiGrid } from './EmojiGrid'
import type { EmojiGroup } from './emoji-groups'
import { pickerMessages } from './messages'
import type { PickerTab } from './picker-groups'

/** The search field and the "keep open" box. */
export function PickerSearch({
  query,
  onQuery,
  keepOpen,
  onKeepOpen,
  searchRef,
}: {
  query: string
  onQuery: (query: string) => void
  keepOpen: boolean
  onKeepOpen: (keepOpen: boolean) => void
  searchRef: RefObject<HTMLInputElement | null>
}) {
  const intl = useIntl()
  return (
    <div className="emoji-picker-head">
      <input
        type="search"
        className="emoji-search"
        aria-label={intl.formatMessage(pickerMessages.search)}
        placeholder={intl.formatMessage(pickerMessages.search)}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        ref={searchRef}
      />
      <label className="emoji-keep-open">
        <input type="checkbox" checked={keepOpen} onChange={(e) => onKeepOpen(e.target.checked)} />
        {intl.formatMessage(pickerMessages.keepOpen)}
      </label>
    </div>
  )
}

/** Recent, standard, custom and (when the instance has them) stickers. */
export function PickerTabs(props: {
  id: string
  tab: PickerTab
  withStickers: boolean
  onTab: (tab: PickerTab) => void
}) {
  const intl = useIntl()
  const tabs: { key: PickerTab; label: string }[] = [
    { key: 'recent', label: intl.formatMessage(pickerMessages.recent) },
    { key: 'standard', label: intl.formatMessage(pickerMessages.standard) },
    { key: 'custom', label: intl.formatMessage(pickerMessages.custom) },
    ...(props.withStickers
      ? [{ key: 'stickers' as const, label: intl.formatMessage(pickerMessages.stickers) }]
      : []),
  ]
  return (
    <div className="emoji-tabs" role="tablist">
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          id={`${props.id}-tab-${t.key}`}
          aria-selected={props.tab === t.key}
          aria-controls={`${props.id}-panel`}
          className="emoji-tab"
          onClick={() => props.onTab(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  )
}

/** The open tab's grids (or the search results), with loading, failure and "none" notes. */
export function PickerPanel(props: {
  id: string
  tab: PickerTab
  groups: readonly EmojiGroup[]
  searching: boolean
  loading: boolean
  failed: boolean
  /** Shown on the stickers tab when they loaded and nothing is searched. */
  stickers: readonly Emoji[] | null
  onPick: (emoji: Emoji) => void
  onPickSticker: (sticker: Emoji) => void
}) {
  const intl = useIntl()
  const note = (text: string) => <p className="emoji-note">{text}</p>
  return (
    <div
      className="emoji-panel"
      role="tabpanel"
      id={`${props.id}-panel`}
      aria-labelledby={`${props.id}-tab-${props.tab}`}
    >
      {props.loading && note(intl.formatMessage(pickerMessages.loading))}
      {props.failed && note(intl.formatMessage(pickerMessages.loadFailed))}
      {props.groups.map((g) => (
        <EmojiGrid key={g.key} title={g.title} emoji={g.emoji} onPick={props.onPick} />
      ))}
      {props.searching &&
        props.groups[0]?.emoji.length === 0 &&
        !props.loading &&
        note(intl.formatMessage(pickerMessages.none))}
      {props.stickers && (
        <EmojiGrid
          title={intl.formatMessage(pickerMessages.stickers)}
          emoji={props.stickers}
          onPick={props.onPickSticker}
        />
      )}
    </div>
  )
}

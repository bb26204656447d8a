import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import type { Emoji } from '../../entities'
import { readRecentEmoji, recordRecentEmoji } from '../../lib/composer/recent-emoji'
import { EmojiGrid } from './EmojiGrid'
import { groupByFirstTag, searchEmoji, type EmojiGroup } from './emoji-groups'
import { pickerMessages, unicodeGroupMessages } from './messages'
import { useDebounced, useStickers, useUnicodeEmoji } from './use-emoji-sources'
import './emoji-picker.css'

export const emojiSearchDebounceMs = 500
export const pickerBlurHideMs = 200

export interface EmojiPickerProps {
  /** Whose recent emoji. */
  accountKey: string
  customEmoji: readonly Emoji[]
  /** Stickers load when their tab first opens; no tab without it. */
  loadStickers?: () => Promise<Emoji[]>
  onPick: (emoji: Emoji) => void
  onPickSticker?: (sticker: Emoji) => void
  /**
   * Closed after a pick unless kept open, on Escape, and 200 ms after focus leaves; the reason
   * tells whether focus should go back to the field (not when it left for somewhere else).
   */
  onClose: (reason: 'pick' | 'escape' | 'blur') => void
}

type Tab = 'recent' | 'standard' | 'custom' | 'stickers'

export function EmojiPicker(props: EmojiPickerProps) {
  const { accountKey, customEmoji, loadStickers, onPick, onPickSticker, onClose } = props
  const intl = useIntl()
  const id = useId()
  const [recent, setRecent] = useState(() => readRecentEmoji(accountKey))
  const [tab, setTab] = useState<Tab>(recent.length > 0 ? 'recent' : 'custom')
  const [query, setQuery] = useState('')
  const [keepOpen, setKeepOpen] = useState(false)
  const settled = useDebounced(query, emojiSearchDebounceMs)
  const unicode = useUnicodeEmoji(tab === 'standard' || settled.trim() !== '')
  const stickers = useStickers(tab === 'stickers', loadStickers)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(hideTimer.current), [])
  const searchRef = useRef<HTMLInputElement>(null)
  // The picker opens to be typed into.
  useEffect(() => searchRef.current?.focus(), [])

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

  const pick = (emoji: Emoji) => {
    setRecent(recordRecentEmoji(accountKey, emoji))
    onPick(emoji)
    if (!keepOpen) onClose('pick')
  }

  const titled = (groups: EmojiGroup[]) =>
    groups.map((g) => ({ ...g, title: g.title || intl.formatMessage(pickerMessages.unnamedGroup) }))

  const groups: EmojiGroup[] = (() => {
    if (settled.trim() !== '') {
      const hits = searchEmoji([...customGroups, ...unicodeGroups], settled)
      return [{ key: 'results', title: intl.formatMessage(pickerMessages.results), emoji: hits }]
    }
    if (tab === 'recent') {
      return [{ key: 'recent', title: intl.formatMessage(pickerMessages.recent), emoji: recent }]
    }
    if (tab === 'standard') return unicodeGroups
    if (tab === 'custom') return titled(customGroups)
    return []
  })()

  const tabs: { key: Tab; label: string }[] = [
    { key: 'recent', label: intl.formatMessage(pickerMessages.recent) },
    { key: 'standard', label: intl.formatMessage(pickerMessages.standard) },
    { key: 'custom', label: intl.formatMessage(pickerMessages.custom) },
    ...(loadStickers
      ? [{ key: 'stickers' as const, label: intl.formatMessage(pickerMessages.stickers) }]
      : []),
  ]
  const loading =
    (tab === 'standard' || settled !== '') && unicode.kind === 'loading'
      ? true
      : tab === 'stickers' && stickers.kind === 'loading'

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose('escape')
  }

  return (
    // Escape and focus leaving are handled for the popup as a whole, whichever part has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="emoji-picker"
      role="dialog"
      aria-label={intl.formatMessage(pickerMessages.picker)}
      onKeyDown={onKeyDown}
      onFocus={() => clearTimeout(hideTimer.current)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return
        hideTimer.current = setTimeout(() => onClose('blur'), pickerBlurHideMs)
      }}
    >
      <div className="emoji-picker-head">
        <input
          type="search"
          className="emoji-search"
          aria-label={intl.formatMessage(pickerMessages.search)}
          placeholder={intl.formatMessage(pickerMessages.search)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          ref={searchRef}
        />
        <label className="emoji-keep-open">
          <input
            type="checkbox"
            checked={keepOpen}
            onChange={(e) => setKeepOpen(e.target.checked)}
          />
          {intl.formatMessage(pickerMessages.keepOpen)}
        </label>
      </div>
      <div className="emoji-tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-panel`}
            className="emoji-tab"
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className="emoji-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
      >
        {loading && <p className="emoji-note">{intl.formatMessage(pickerMessages.loading)}</p>}
        {(unicode.kind === 'error' && tab === 'standard') ||
        (stickers.kind === 'error' && tab === 'stickers') ? (
          <p className="emoji-note">{intl.formatMessage(pickerMessages.loadFailed)}</p>
        ) : null}
        {groups.map((g) => (
          <EmojiGrid key={g.key} title={g.title} emoji={g.emoji} onPick={pick} />
        ))}
        {settled.trim() !== '' && groups[0]?.emoji.length === 0 && !loading && (
          <p className="emoji-note">{intl.formatMessage(pickerMessages.none)}</p>
        )}
        {tab === 'stickers' && stickers.kind === 'ready' && settled.trim() === '' && (
          <EmojiGrid
            title={intl.formatMessage(pickerMessages.stickers)}
            emoji={stickers.value}
            onPick={(s) => {
              onPickSticker?.(s)
              if (!keepOpen) onClose('pick')
            }}
          />
        )}
      </div>
    </div>
  )
}

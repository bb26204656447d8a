import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { revealElement } from '../common/reveal'
import { useIntl } from 'react-intl'
import type { Emoji } from '../../entities'
import { readRecentEmoji, recordRecentEmoji } from '../../lib/composer/recent-emoji'
import { PickerPanel, PickerSearch, PickerTabs } from './EmojiPickerParts'
import { pickerMessages } from './messages'
import { sourcesState, usePickerGroups, type PickerTab } from './picker-groups'
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

/** Closes the picker 200 ms after focus left it, unless focus came back in the meantime. */
function useBlurClose(onClose: EmojiPickerProps['onClose']) {
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(hideTimer.current), [])
  return {
    onFocus: () => clearTimeout(hideTimer.current),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (event.currentTarget.contains(event.relatedTarget)) return
      hideTimer.current = setTimeout(() => onClose('blur'), pickerBlurHideMs)
    },
  }
}

export function EmojiPicker(props: EmojiPickerProps) {
  const { accountKey, customEmoji, loadStickers, onPick, onPickSticker, onClose } = props
  const intl = useIntl()
  const id = useId()
  const [recent, setRecent] = useState(() => readRecentEmoji(accountKey))
  const [tab, setTab] = useState<PickerTab>(recent.length > 0 ? 'recent' : 'custom')
  const [query, setQuery] = useState('')
  const [keepOpen, setKeepOpen] = useState(false)
  const settled = useDebounced(query, emojiSearchDebounceMs)
  const searching = settled.trim() !== ''
  const unicode = useUnicodeEmoji(tab === 'standard' || searching)
  const stickers = useStickers(tab === 'stickers', loadStickers)
  const blur = useBlurClose(onClose)
  const searchRef = useRef<HTMLInputElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  // The picker opens to be typed into, and in sight: on a phone the keyboard that the search
  // field brings up shrinks the viewport, so the picker is brought back into view then too.
  useEffect(() => {
    searchRef.current?.focus({ preventScroll: true })
    const reveal = () => {
      revealElement(rootRef.current)
    }
    reveal()
    window.visualViewport?.addEventListener('resize', reveal)
    return () => window.visualViewport?.removeEventListener('resize', reveal)
  }, [])
  const groups = usePickerGroups({ tab, query: settled, recent, customEmoji, unicode })

  const picked = () => {
    if (!keepOpen) onClose('pick')
  }
  const pick = (emoji: Emoji) => {
    setRecent(recordRecentEmoji(accountKey, emoji))
    onPick(emoji)
    picked()
  }
  const { loading, failed } = sourcesState(tab, settled, unicode, stickers)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose('escape')
  }

  return (
    // Escape and focus leaving are handled for the popup as a whole, whichever part has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      className="emoji-picker"
      role="dialog"
      aria-label={intl.formatMessage(pickerMessages.picker)}
      onKeyDown={onKeyDown}
      {...blur}
    >
      <PickerSearch
        query={query}
        onQuery={setQuery}
        keepOpen={keepOpen}
        onKeepOpen={setKeepOpen}
        searchRef={searchRef}
      />
      <PickerTabs id={id} tab={tab} withStickers={loadStickers !== undefined} onTab={setTab} />
      <PickerPanel
        id={id}
        tab={tab}
        groups={groups}
        searching={searching}
        loading={loading}
        failed={failed}
        stickers={
          tab === 'stickers' && stickers.kind === 'ready' && !searching ? stickers.value : null
        }
        onPick={pick}
        onPickSticker={(sticker) => {
          onPickSticker?.(sticker)
          picked()
        }}
      />
    </div>
  )
}

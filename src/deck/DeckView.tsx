import { useStore } from 'jotai'
import { useCallback, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Icon } from '../ui/common'
import { statusHandleFor } from '../ui/status'
import { columnFocusAtom } from './column-focus'
import { ColumnSlot } from './ColumnSlot'
import { availableCommands } from './commands/commands'
import { CommandPalette } from './commands/CommandPalette'
import { HelpDialog } from './commands/HelpDialog'
import type { CommandContext } from './commands/types'
import { useDeckKeys } from './commands/use-deck-keys'
import { DeckColumns } from './DeckColumns'
import { columnElement, focusColumn, neighbourRowId } from './focus'
import { activeDeck } from './layout-actions'
import { deckMessages as m } from './messages'
import { AddColumnDialog } from './picker/AddColumnDialog'
import { PhoneSwitcher } from './PhoneSwitcher'
import { useDeck } from './use-deck'
import { resolveTitledColumn } from './use-column-title'
import { phoneQuery, useMediaQuery } from './use-media-query'
import { useSwipe } from './use-swipe'
import './deck.css'

type Dialog = 'help' | 'palette' | 'picker' | null

/** The deck: the active deck's columns in a row (one at a time on a phone), with its keys. */
export function DeckView() {
  const intl = useIntl()
  const store = useStore()
  const navigate = useNavigate()
  const deck = useDeck()
  const phone = useMediaQuery(phoneQuery)
  const columns = activeDeck(deck.layout).columns
  const [activeIndex, setActiveIndex] = useState(0)
  const [dialog, setDialog] = useState<Dialog>(null)
  const active = Math.min(activeIndex, Math.max(0, columns.length - 1))
  const titles = useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.id,
          resolveTitledColumn(intl, column.kind, column.params).title,
        ]),
      ),
    [columns, intl],
  )

  const focusColumnAt = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(columns.length - 1, index))
      setActiveIndex(target)
      const column = columns[target]
      if (!column) return
      // On a phone the column mounts on the next render; focus it then.
      requestAnimationFrame(() => {
        const element = columnElement(column.id)
        if (element) focusColumn(element, store.get(columnFocusAtom(column.id)))
      })
    },
    [columns, store],
  )

  const getContext = useCallback((): CommandContext => {
    const column = columns[active]
    const element = column ? columnElement(column.id) : null
    return {
      signedIn: deck.signedIn,
      nickname: deck.account?.nickname,
      userId: deck.account?.userId,
      navigate: (path) => void navigate(path),
      layout: deck.layout,
      dispatch: deck.dispatch,
      columnIndex: active,
      focusColumn: focusColumnAt,
      moveInColumn: (by) => {
        if (!column || !element) return
        const focusAtom = columnFocusAtom(column.id)
        const next = neighbourRowId(element, store.get(focusAtom), by)
        if (next) store.set(focusAtom, next)
      },
      openFocused: () => {
        const handle = statusHandleFor(document.activeElement)
        if (handle) void navigate(`/notice/${encodeURIComponent(handle.statusId)}`)
        else element?.querySelector<HTMLAnchorElement>('.column-title a')?.click()
      },
      back: () => void navigate(-1),
      showNew: () => element?.querySelector<HTMLButtonElement>('.timeline-show-new')?.click(),
      openHelp: () => setDialog('help'),
      openPalette: () => setDialog('palette'),
      openColumnPicker: () => setDialog('picker'),
      compose: () =>
        document.querySelector<HTMLTextAreaElement>('[data-composer="docked"] textarea')?.focus(),
      search: () => void navigate('/search'),
      statusAction: (action) => statusHandleFor(document.activeElement)?.[action](),
    }
  }, [columns, active, deck, navigate, focusColumnAt, store])

  useDeckKeys(getContext, dialog === null)
  const swipe = useSwipe((direction) => focusColumnAt(active - direction))
  const activeColumn = columns[active]

  return (
    <main className={`deck${phone ? ' deck-phone' : ''}`} aria-label={intl.formatMessage(m.deck)}>
      {phone && (
        <PhoneSwitcher columns={columns} titles={titles} active={active} onChoose={focusColumnAt} />
      )}
      <div className="deck-row" {...(phone ? swipe : {})}>
        {phone ? (
          activeColumn && (
            <ColumnSlot
              key={activeColumn.id}
              column={activeColumn}
              index={active}
              count={columns.length}
              active
              onActivate={() => undefined}
              dispatch={deck.dispatch}
            />
          )
        ) : (
          <DeckColumns
            columns={columns}
            titles={titles}
            activeIndex={active}
            onActivate={setActiveIndex}
            dispatch={deck.dispatch}
          />
        )}
        {columns.length === 0 && <p className="deck-empty">{intl.formatMessage(m.emptyDeck)}</p>}
        <button type="button" className="deck-add" onClick={() => setDialog('picker')}>
          <Icon name="plus" /> {intl.formatMessage(m.addColumn)}
        </button>
      </div>
      {dialog === 'help' && (
        <HelpDialog commands={availableCommands(getContext())} onClose={() => setDialog(null)} />
      )}
      {dialog === 'palette' && (
        <CommandPalette
          commands={availableCommands(getContext())}
          onRun={(command) => command.perform(getContext())}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'picker' && (
        <AddColumnDialog
          defaultAccount={deck.owner}
          signedIn={deck.signedIn}
          dispatch={deck.dispatch}
          onClose={() => setDialog(null)}
        />
      )}
    </main>
  )
}

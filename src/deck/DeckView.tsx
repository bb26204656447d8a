import { useAtomValue } from 'jotai'
import { Suspense, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { accountListsAtom } from '../state/lists'
import { Icon } from '../ui/common'
import { lazyAfterFirstPaint } from '../ui/common/lazy-after-first-paint'
import { ColumnSlot } from './ColumnSlot'
import { LazyDockedComposer } from './composer/LazyDockedComposer'
import { useCommandLayer } from './commands/use-command-layer'
import { DeckColumns } from './DeckColumns'
import { activeDeck } from './layout-actions'
import { deckMessages as m } from './messages'
import { PhoneSwitcher } from './PhoneSwitcher'
import { useDeck } from './use-deck'
import { resolveTitledColumn, titleNamesOf } from './use-column-title'
import { LazyThirdColumn } from './LazyThirdColumn'
import { phoneQuery, useMediaQuery } from './use-media-query'
import { useSwipe } from './use-swipe'
import { isNotificationsKind, useThirdColumn, withoutDoubleNotifications } from './use-third-column'
import './deck.css'

// The decks' switcher (and the select behind it) loads once the first status is on screen; its
// frame holds its place until then (deck.css).
const DeckSwitcher = lazyAfterFirstPaint(() =>
  import('./DeckSwitcher').then((m) => ({ default: m.DeckSwitcher })),
)

/** The deck: the active deck's columns in a row (one at a time on a phone), with its keys. */
export function DeckView() {
  const intl = useIntl()
  const deck = useDeck()
  const phone = useMediaQuery(phoneQuery)
  const columns = activeDeck(deck.layout).columns
  const [activeIndex, setActiveIndex] = useState(0)
  const active = Math.min(activeIndex, Math.max(0, columns.length - 1))
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns])
  const lists = useAtomValue(accountListsAtom)
  const titles = useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.id,
          resolveTitledColumn(
            intl,
            column.kind,
            column.params,
            undefined,
            titleNamesOf(lists, column.account),
          ).title,
        ]),
      ),
    [columns, intl, lists],
  )
  const commands = useCommandLayer(columnIds, active, setActiveIndex)
  const swipe = useSwipe((direction) => commands.getContext().focusColumn(active - direction))
  const activeColumn = columns[active]
  const layout = useThirdColumn(deck.owner, deck.signedIn)
  const third = withoutDoubleNotifications(
    layout.third,
    columns.some((column) => column.account === deck.owner && isNotificationsKind(column.kind)),
  )
  // After the columns on a wide screen; on a phone at the end of the column switcher, where it
  // covers nothing (it used to float over the posts).
  const addButton = (
    <button type="button" className="deck-add" onClick={commands.openPicker}>
      <Icon name="plus" />
      <span className={phone ? 'visually-hidden' : undefined}>
        {intl.formatMessage(m.addColumn)}
      </span>
    </button>
  )

  return (
    <main className={`deck${phone ? ' deck-phone' : ''}`} aria-label={intl.formatMessage(m.deck)}>
      {!phone && (
        <Suspense fallback={<div className="deck-switcher" aria-hidden />}>
          <DeckSwitcher layout={deck.layout} dispatch={deck.dispatch} />
        </Suspense>
      )}
      {phone && (
        <PhoneSwitcher
          columns={columns}
          titles={titles}
          active={active}
          onChoose={(index) => commands.getContext().focusColumn(index)}
        >
          {addButton}
        </PhoneSwitcher>
      )}
      <div className="deck-body">
        {/* Outside the row that scrolls sideways, so the composer stays where it is. */}
        {layout.composer === 'start' && <LazyDockedComposer account={deck.owner} />}
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
          {!phone && addButton}
        </div>
        <LazyThirdColumn mode={third} account={deck.owner} nickname={deck.account?.nickname} />
      </div>
      {commands.dialogs}
    </main>
  )
}

import { useAtomValue } from 'jotai'
import { Suspense, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import type { RouteColumn } from '../../columns/registry'
import { defineMessages } from '../i18n/define-messages'
import { routePath } from '../routes/route-table'
import { instanceConfigAtom } from '../state/instance'
import { Icon } from '../ui/common'
import { lazyAfterFirstPaint } from '../ui/common/lazy-after-first-paint'
import { ColumnBody } from './ColumnBody'
import { LazyDockedComposer } from './composer/LazyDockedComposer'
import { useCommandLayer } from './commands/use-command-layer'
import { defaultColumnSettings } from './layout'
import { deckMessages } from './messages'
import { useDeck } from './use-deck'
import { useResolvedColumn } from './use-column-title'
import { LazyThirdColumn } from './LazyThirdColumn'
import { useMediaQuery, wideQuery } from './use-media-query'
import { isNotificationsKind, useThirdColumn, withoutDoubleNotifications } from './use-third-column'
import './focused.css'

const m = defineMessages({
  backToDeck: { id: 'deck.back_to_deck', defaultMessage: 'Back to the deck' },
  addToDeck: { id: 'deck.add_to_deck', defaultMessage: 'Add to the deck' },
})

// A side panel of the focused views (spec 1 §9, three suggestions): not on the first status's way.
const LazyWhoToFollowPanel = lazyAfterFirstPaint(() =>
  import('../ui/people/WhoToFollowPanel').then((module) => ({ default: module.WhoToFollowPanel })),
)

const settings = defaultColumnSettings()
const ignoreIndex = () => undefined

/**
 * A route's column shown alone, with the way back to the deck. The page is a grid: the column
 * at a readable measure in the middle, a side area before it (the post form on a wide screen,
 * as the deck docks it) and one after it, for the side panels later screens add.
 */
export function FocusedColumn({ target }: { target: RouteColumn }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const deck = useDeck()
  const resolved = useResolvedColumn(target.kind, target.params, deck.owner)
  const columnId = `focused:${target.kind}`
  const columnIds = useMemo(() => [columnId], [columnId])
  const commands = useCommandLayer(columnIds, 0, ignoreIndex)
  const layout = useThirdColumn(deck.owner, deck.signedIn)
  const third = withoutDoubleNotifications(layout.third, isNotificationsKind(target.kind))
  const wide = useMediaQuery(wideQuery)
  const config = useAtomValue(instanceConfigAtom)
  // Who to follow sits under the post form, as in the reference client's sidebar.
  const suggestions =
    wide && deck.signedIn && config.suggestionsEnabled && target.kind !== 'who-to-follow'
  return (
    <main className="focused" aria-label={resolved.title}>
      {(layout.composer === 'start' || suggestions) && (
        <div className="focused-side focused-side-start">
          {layout.composer === 'start' && <LazyDockedComposer account={deck.owner} />}
          {suggestions && (
            // Its room is kept from the first frame, so nothing moves when it arrives.
            <div
              className={
                layout.composer === 'start'
                  ? 'focused-side-panels'
                  : 'focused-side-panels focused-side-panels-alone'
              }
            >
              <Suspense fallback={null}>
                <LazyWhoToFollowPanel accountKey={deck.owner} />
              </Suspense>
            </div>
          )}
        </div>
      )}
      <section
        className="column focused-column"
        aria-label={resolved.title}
        data-column-id={columnId}
      >
        <header className="column-header">
          <Link
            to={routePath('deck')}
            className="focused-back"
            aria-label={intl.formatMessage(m.backToDeck)}
          >
            <Icon name="chevronLeft" />
          </Link>
          <h1 className="column-title">{resolved.title}</h1>
          <button
            type="button"
            onClick={() => {
              deck.dispatch({
                type: 'addColumn',
                kind: target.kind,
                params: target.params,
                account: deck.owner,
              })
              void navigate(routePath('deck'))
            }}
          >
            {intl.formatMessage(m.addToDeck)}
          </button>
        </header>
        {resolved.ok ? (
          <ColumnBody
            columnId={columnId}
            kind={resolved.kind}
            params={resolved.params}
            account={deck.owner}
            settings={settings}
            title={resolved.title}
            focused
          />
        ) : (
          <p className="column-broken" role="alert">
            {intl.formatMessage(deckMessages.brokenColumn)}
          </p>
        )}
      </section>
      {third !== 'none' && (
        <div className="focused-side focused-side-end">
          <LazyThirdColumn mode={third} account={deck.owner} nickname={deck.account?.nickname} />
        </div>
      )}
      {commands.dialogs}
    </main>
  )
}

import { useAtom, useStore } from 'jotai'
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { useIntl } from 'react-intl'
import { columnKinds } from '../../../columns/registry'
import type { ColumnBannerProps, ColumnParams, TimelineKind } from '../../../columns/types'
import { compileColumnFilters } from '../../state/column-filters'
import { openInlineRowIds } from '../../ui/composer/inline-composers'
import { useTimelineColumn, useVisibleStatusIds } from '../../state/hooks'
import { firstUnreadId } from '../../state/timeline-selectors'
import { AccountStatusEnvironment } from '../AccountStatusEnvironment'
import { columnFocusAtom } from '../column-focus'
import type { ColumnSettings } from '../layout'
import { useAccountSession, useColumnContext } from '../use-column-account'
import { GatedStatusRow } from './GatedStatusRow'
import { columnFiltersOf } from './settings-filters'
import { NewItemsBar } from './NewItemsBar'
import { TimelineFooter } from './TimelineFooter'
import { TimelineList, useClickBlock, useStreamTurnIds } from '../../ui/timeline'
import { timelineMessages as m } from './timeline-ui-messages'
import { useNewItemsAnnouncer } from './use-new-items-announcer'
import './timeline.css'

// One lazy banner per kind that has one (a tag's follow button): loaded the first time it shows.
const lazyBanners = new Map<string, LazyExoticComponent<ComponentType<ColumnBannerProps>>>(
  columnKinds.flatMap((kind) =>
    kind.body === 'timeline' && kind.banner ? [[kind.id, lazy(kind.banner)]] : [],
  ),
)

export interface TimelineColumnProps {
  columnId: string
  kind: TimelineKind
  params: ColumnParams
  account: string
  settings: ColumnSettings
  title: string
}

/** A timeline column's body: new-items bar, the virtualised feed of status cards, the footer. */
export function TimelineColumn({
  columnId,
  kind,
  params,
  account,
  settings,
  title,
}: TimelineColumnProps) {
  const intl = useIntl()
  const store = useStore()
  useAccountSession(account)
  const context = useColumnContext(account)
  const feed = useMemo(
    () => ({
      source: kind.source(params, context),
      ...(kind.stream ? { stream: kind.stream(params, context) } : {}),
      pollIntervalMs: kind.pollIntervalMs,
      order: kind.order,
      clearOnLeave: kind.clearOnLeave,
      streaming: settings.streaming,
      paramsKey: JSON.stringify(params),
      ...(kind.accepts
        ? {
            accepts: (status: Parameters<NonNullable<typeof kind.accepts>>[0]) =>
              kind.accepts?.(status, params) ?? true,
          }
        : {}),
      ...(typeof params.accountId === 'string' && kind.accepts ? { userId: params.accountId } : {}),
    }),
    [kind, params, context, settings.streaming],
  )
  const controls = useTimelineColumn(account, columnId, feed)
  const { state, dispatch } = controls
  const filters = useMemo(() => compileColumnFilters(columnFiltersOf(settings)), [settings])
  const ids = useVisibleStatusIds(account, state.shown, filters)
  // Rows that arrive with a stream turn mount their cards a few per frame.
  const turnIds = useStreamTurnIds(state)
  const clicksBlocked = useClickBlock(state.clickBlockedUntil)
  const [focusedId, setFocusedId] = useAtom(columnFocusAtom(store, columnId), { store })
  const announcement = useNewItemsAnnouncer(
    state.queue.length,
    useCallback(
      (count: number) => intl.formatMessage(m.newItemsAnnounced, { count, title }),
      [intl, title],
    ),
  )
  const onAtTopChange = useCallback(
    (atTop: boolean) => dispatch({ type: 'viewChanged', view: { atTop }, paused: !atTop }),
    [dispatch],
  )
  const jumpToUnread = () => setFocusedId(firstUnreadId(state))
  // Asking for the new rows takes the reader to them, at the top of the feed.
  const [topRequests, setTopRequests] = useState(0)
  const showNew = () => {
    controls.showNew()
    setTopRequests((count) => count + 1)
  }

  const banner = lazyBanners.get(kind.id)
  return (
    <AccountStatusEnvironment accountKey={account}>
      {banner && <Suspense fallback={null}>{createElement(banner, { account, params })}</Suspense>}
      <NewItemsBar
        account={account}
        state={state}
        onShowNew={showNew}
        onJumpToUnread={jumpToUnread}
        onMarkRead={() => dispatch({ type: 'markRead' })}
      />
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      <TimelineList
        label={title}
        ids={ids}
        busy={state.loading}
        focusedId={focusedId}
        onFocusRow={setFocusedId}
        keepMounted={() => openInlineRowIds(store, columnId)}
        clicksBlocked={clicksBlocked}
        topRequests={topRequests}
        renderRow={(id, { index, size, inView, typicalPx }) => (
          <GatedStatusRow
            statusId={id}
            posinset={index + 1}
            setsize={size}
            gated={turnIds.has(id)}
            inView={inView}
            placeholderPx={typicalPx}
          />
        )}
        onNearBottom={controls.loadOlder}
        onAtTopChange={onAtTopChange}
        footer={
          <TimelineFooter
            state={state}
            empty={state.shown.length === 0}
            onLoadOlder={controls.loadOlder}
            onRetry={controls.reload}
          />
        }
      />
    </AccountStatusEnvironment>
  )
}

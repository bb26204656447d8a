import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { ColumnParams, TimelineKind } from '../../../columns/types'
import { useAtom, useAtomValue, useStore } from 'jotai'
import { useSettingsAtoms } from '../../settings/store'
import { compileColumnFilters } from '../../state/column-filters'
import { timelineQueryFor } from '../../state/timeline-query'
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

/** What of a timeline kind the feed reads (a component body's feed names only these). */
export type TimelineFeedKind = Pick<
  TimelineKind,
  'source' | 'stream' | 'pollIntervalMs' | 'order' | 'clearOnLeave' | 'accepts'
>

export interface TimelineColumnProps {
  columnId: string
  kind: TimelineFeedKind
  params: ColumnParams
  account: string
  settings: ColumnSettings
  title: string
  /** Scrolls away above the feed (a profile's header and tabs). */
  header?: ReactNode
  /** Rows shown first, with the pinned line, and not again in the feed (pinned statuses). */
  pinnedIds?: readonly string[]
  /** Shown on this account's profile: its own posts are never muted there. */
  profileOwnerId?: string
}

const noPins: readonly string[] = []

/** A timeline column's body: new-items bar, the virtualised feed of status cards, the footer. */
export function TimelineColumn({
  columnId,
  kind,
  params,
  account,
  settings,
  title,
  header,
  pinnedIds = noPins,
  profileOwnerId,
}: TimelineColumnProps) {
  const intl = useIntl()
  const store = useStore()
  useAccountSession(account)
  const context = useColumnContext(account)
  const accountSettings = useAtomValue(useSettingsAtoms(account).effective)
  const { replyVisibility, hideMutedPosts } = accountSettings
  // The account's streaming setting turns live updates on in every column.
  const streaming = settings.streaming || accountSettings.streaming
  const feed = useMemo(
    () => ({
      source: kind.source(params, context),
      ...(kind.stream ? { stream: kind.stream(params, context) } : {}),
      pollIntervalMs: kind.pollIntervalMs,
      order: kind.order,
      clearOnLeave: kind.clearOnLeave,
      streaming,
      query: timelineQueryFor({ replyVisibility, hideMutedPosts }),
      // Another reply filter or muting choice is another timeline: it starts over.
      paramsKey: JSON.stringify({ params, replyVisibility, hideMutedPosts }),
      ...(kind.accepts
        ? {
            accepts: (status: Parameters<NonNullable<typeof kind.accepts>>[0]) =>
              kind.accepts?.(status, params) ?? true,
          }
        : {}),
      ...(typeof params.accountId === 'string' && kind.accepts ? { userId: params.accountId } : {}),
    }),
    [kind, params, context, streaming, replyVisibility, hideMutedPosts],
  )
  const controls = useTimelineColumn(account, columnId, feed)
  const { state, dispatch } = controls
  const filters = useMemo(() => compileColumnFilters(columnFiltersOf(settings)), [settings])
  const visible = useVisibleStatusIds(account, state.shown, filters)
  const ids = useMemo(() => {
    if (pinnedIds.length === 0) return visible
    const pinned = new Set(pinnedIds)
    return [...pinnedIds, ...visible.filter((id) => !pinned.has(id))]
  }, [visible, pinnedIds])
  const pinnedSet = useMemo(() => new Set(pinnedIds), [pinnedIds])
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

  return (
    <AccountStatusEnvironment accountKey={account}>
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
        header={header}
        renderRow={(id, { index, size, inView, typicalPx }) => (
          <GatedStatusRow
            statusId={id}
            posinset={index + 1}
            setsize={size}
            gated={turnIds.has(id)}
            inView={inView}
            placeholderPx={typicalPx}
            showPinned={pinnedSet.has(id)}
            profileOwnerId={profileOwnerId}
          />
        )}
        onNearBottom={controls.loadOlder}
        holdAutoLoad={state.error !== null}
        onAtTopChange={onAtTopChange}
        footer={
          <TimelineFooter
            state={state}
            empty={ids.length === 0}
            onLoadOlder={controls.loadOlder}
            onRetry={controls.reload}
          />
        }
      />
    </AccountStatusEnvironment>
  )
}

import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useIntl } from 'react-intl'
import { useAccounts } from '../../src/accounts'
import { columnTypeFilter, useNotificationsColumn } from '../../src/state/notifications'
import { newItemsButton } from '../../src/state/timeline-selectors'
import { notificationMessages as m } from '../../src/ui/notifications/messages'
import { GatedNotificationRow } from './GatedNotificationRow'
import { NotificationsFooter } from '../../src/ui/notifications/NotificationsFooter'
import { NotificationsHeading } from '../../src/ui/notifications/NotificationsHeading'
import { TimelineList, useClickBlock, useStreamTurnIds } from '../../src/ui/timeline'
import type { ColumnBodyProps } from '../types'
import type { NotificationsParams } from './index'
import { useTypeFilterMenu } from './use-type-filter-menu'

const PHONE = '(max-width: 800px)'

/** A notifications column: heading, the virtualised list of notifications, load older. */
export default function NotificationsColumn(props: ColumnBodyProps<NotificationsParams>) {
  const intl = useIntl()
  const { account, columnId } = props
  const staff = useAccounts().find((candidate) => candidate.key === account)?.role !== 'member'
  const filter = useMemo(() => columnTypeFilter(props.params.types), [props.params.types])
  const list = useNotificationsColumn({
    accountKey: account,
    columnId,
    filter,
    staff,
    streaming: props.streaming,
  })
  const { state, dispatch } = list.controls
  const menu = useTypeFilterMenu(account, staff, filter, props.onParamsChange)
  const clicksBlocked = useClickBlock(state.clickBlockedUntil)
  // Rows that arrive with a stream turn mount a few per frame, as in every timeline.
  const turnIds = useStreamTurnIds(state)
  useMarkSeenOnPhoneLeave(list.unseen, list.markAllSeen)
  const onAtTopChange = useCallback(
    (atTop: boolean) => dispatch({ type: 'viewChanged', view: { atTop }, paused: !atTop }),
    [dispatch],
  )
  const button = newItemsButton(state)
  return (
    <div className="notifications-column">
      <NotificationsHeading
        unseen={list.unseen}
        onRead={() => void list.markAllSeen()}
        choices={menu.choices}
        shown={menu.shown}
        onToggle={menu.toggle}
      />
      {button.kind !== 'hidden' && (
        <button
          type="button"
          className="timeline-show-new notifications-show-new"
          onClick={list.controls.showNew}
        >
          {button.kind === 'reload'
            ? intl.formatMessage(m.reload)
            : intl.formatMessage(m.showNew, { count: button.count })}
        </button>
      )}
      <TimelineList
        label={intl.formatMessage(m.heading)}
        ids={list.ids}
        busy={state.loading}
        focusedId={props.focusedRowId}
        onFocusRow={props.onFocusRow}
        clicksBlocked={clicksBlocked}
        renderRow={(id, { index, size, inView, typicalPx }) => (
          <GatedNotificationRow
            account={account}
            notificationId={id}
            posinset={index + 1}
            setsize={size}
            gated={turnIds.has(id)}
            inView={inView}
            placeholderPx={typicalPx}
          />
        )}
        onNearBottom={list.loadMore}
        holdAutoLoad={state.error !== null}
        onAtTopChange={onAtTopChange}
        footer={
          <NotificationsFooter
            loading={state.loading}
            error={state.error}
            empty={list.ids.length === 0}
            ended={list.ended}
            canLoadMore={list.canLoadMore}
            onLoadMore={list.loadMore}
            onRetry={list.controls.reload}
          />
        }
      />
    </div>
  )
}

/**
 * A phone has no heading and so no Read button: like the mobile notifications drawer of spec 1,
 * leaving the list marks what it showed as seen (nothing, before it showed anything).
 */
function useMarkSeenOnPhoneLeave(unseen: number, markAllSeen: () => Promise<unknown>) {
  const latest = useRef({ unseen, markAllSeen })
  useEffect(() => {
    latest.current = { unseen, markAllSeen }
  })
  useEffect(
    () => () => {
      if (latest.current.unseen > 0 && window.matchMedia(PHONE).matches) {
        void latest.current.markAllSeen()
      }
    },
    [],
  )
}

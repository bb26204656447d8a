import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import type { NotificationFilterKey, NotificationsColumn } from '../../src/state/notifications'
import { newItemsButton } from '../../src/state/timeline-selectors'
import { useNotificationListOnScreen } from '../../src/ui/notifications/lists-on-screen'
import { notificationMessages as m } from '../../src/ui/notifications/messages'
import { NotificationsFooter } from '../../src/ui/notifications/NotificationsFooter'
import { TimelineList, useClickBlock, useStreamTurnIds } from '../../src/ui/timeline'
import { GatedNotificationRow } from './GatedNotificationRow'

export interface NotificationsListProps {
  account: string
  /** The column's list, from useNotificationsColumn. */
  list: NotificationsColumn
  /** The kinds it shows (null: every kind): no desktop alert for what it shows on screen. */
  filter: readonly NotificationFilterKey[] | null
  focusedRowId: string | null
  onFocusRow: (id: string) => void
}

/**
 * A virtualised list of notifications with its "show new" button and its footer (load older,
 * the end, errors): the notifications column's body, and each tab of the interactions.
 */
export function NotificationsList(props: NotificationsListProps) {
  const { account, list, focusedRowId, onFocusRow } = props
  const intl = useIntl()
  const { state, dispatch } = list.controls
  const clicksBlocked = useClickBlock(state.clickBlockedUntil)
  // Rows that arrive with a stream turn mount a few per frame, as in every timeline.
  const turnIds = useStreamTurnIds(state)
  const onAtTopChange = useCallback(
    (atTop: boolean) => dispatch({ type: 'viewChanged', view: { atTop }, paused: !atTop }),
    [dispatch],
  )
  const button = newItemsButton(state)
  const onScreen = useNotificationListOnScreen(account, props.filter)
  return (
    <div className="notifications-list" ref={onScreen}>
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
        focusedId={focusedRowId}
        onFocusRow={onFocusRow}
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

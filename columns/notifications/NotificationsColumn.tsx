import { useEffect, useMemo, useRef } from 'react'
import { useAccounts } from '../../src/accounts'
import { columnTypeFilter, useNotificationsColumn } from '../../src/state/notifications'
import { NotificationsHeading } from '../../src/ui/notifications/NotificationsHeading'
import type { ColumnBodyProps } from '../types'
import type { NotificationsParams } from './index'
import { NotificationsList } from './NotificationsList'
import { useTypeFilterMenu } from './use-type-filter-menu'

const PHONE = '(max-width: 800px)'

/** A notifications column: heading, the virtualised list of notifications, load older. */
export default function NotificationsColumn(props: ColumnBodyProps<NotificationsParams>) {
  const { account, columnId } = props
  const owner = useAccounts().find((candidate) => candidate.key === account)
  const staff = owner?.role !== 'member'
  const filter = useMemo(() => columnTypeFilter(props.params.types), [props.params.types])
  const list = useNotificationsColumn({
    accountKey: account,
    columnId,
    filter,
    staff,
    streaming: props.streaming,
  })
  const menu = useTypeFilterMenu(account, staff, filter, props.onParamsChange)
  useMarkSeenOnPhoneLeave(list.unseen, list.markAllSeen)
  return (
    <div className="notifications-column">
      <NotificationsHeading
        account={account}
        nickname={owner?.nickname ?? account.split('@')[0] ?? account}
        unseen={list.unseen}
        onRead={() => void list.markAllSeen()}
        choices={menu.choices}
        shown={menu.shown}
        onToggle={menu.toggle}
      />
      <NotificationsList
        account={account}
        list={list}
        filter={filter}
        focusedRowId={props.focusedRowId}
        onFocusRow={props.onFocusRow}
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

import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useActiveAccount } from '../../accounts'
import { reportPollingKeysAtom } from '../../accounts/store'
import { useFollowRequestArrivals } from '../../state/follow-requests'
import { useNotificationsTracker, useUnseenCount } from '../../state/notifications'
import { useReportPolling } from '../../state/reports'
import {
  useNotificationAlerts,
  type AlertsAccount,
} from '../../ui/notifications/use-notification-alerts'
import { useAccountSession } from '../use-column-account'
import { useAdminToolsSlot } from './admin-tools-slot'
import { registerModerationEntries } from '../moderation-entries'
import { setFaviconBadge } from './favicon-badge'

const COUNT_PREFIX = /^\(\d+\) /

/** "(n) " before the document's title while n things are unseen. */
function useTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '')
    document.title = count > 0 ? `(${String(count)}) ${base}` : base
  }, [count])
  useEffect(
    () => () => {
      document.title = document.title.replace(COUNT_PREFIX, '')
    },
    [],
  )
}

function useFaviconCount(count: number): void {
  useEffect(() => {
    setFaviconBadge(count)
  }, [count])
  useEffect(
    () => () => {
      setFaviconBadge(0)
    },
    [],
  )
}

function Watch({ account, staff }: { account: AlertsAccount; staff: boolean }) {
  const accountKey = account.key
  useAccountSession(accountKey)
  useNotificationsTracker(accountKey, staff)
  useNotificationAlerts(account)
  useFollowRequestArrivals(accountKey, account.userId)
  const { total } = useUnseenCount(accountKey)
  useTitleCount(total)
  useFaviconCount(total)
  return null
}

/**
 * While someone is signed in, their newest notifications and unread announcements are kept
 * live, and the unseen count shows in the document title and on the page's icon (the nav and
 * the columns show it as badges). New ones become desktop notifications where asked for. Staff
 * accounts have their open reports polled.
 */
export function UnseenWatch() {
  const account = useActiveAccount()
  useEffect(() => registerModerationEntries(), [])
  // Every signed-in admin or moderator has the open reports polled (spec 1 section 4).
  useReportPolling(useAtomValue(reportPollingKeysAtom))
  useAdminToolsSlot(account !== undefined && !account.expired && account.role !== 'member')
  if (!account || account.expired) return null
  return <Watch key={account.key} account={account} staff={account.role !== 'member'} />
}

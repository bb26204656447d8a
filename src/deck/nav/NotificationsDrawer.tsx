import { useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useActiveAccount } from '../../accounts'
import { markAllNotificationsSeen } from '../../state/notifications/actions'
import { useUnseenCount } from '../../state/notifications'
import { Icon } from '../../ui/common'
import { NotificationsPanel } from '../NotificationsPanel'
import { notificationsSwipeThresholdPx, useSwipeListener } from '../use-swipe'
import { navMessages as m } from './nav-messages'
import { useCloseOnRouteChange } from './use-close-on-route-change'

interface Props {
  open: boolean
  onClose: () => void
}

/**
 * The phone's notifications drawer (spec 1 sections 2 and 4): open or closed; closing it (its
 * button, Escape, a swipe to the right, or going anywhere) marks the notifications seen.
 */
export function NotificationsDrawer({ open, onClose }: Props) {
  const account = useActiveAccount()
  if (!account || account.expired) return null
  return (
    <Drawer
      key={account.key}
      accountKey={account.key}
      nickname={account.nickname}
      open={open}
      onClose={onClose}
    />
  )
}

function Drawer({
  accountKey,
  nickname,
  open,
  onClose,
}: Props & { accountKey: string; nickname: string }) {
  const intl = useIntl()
  const store = useStore()
  const ref = useRef<HTMLElement>(null)
  const { notifications: unseen } = useUnseenCount(accountKey)
  // The list mounts on the first open and stays: opening again is instant, and it is never
  // unmounted (and so never marked seen a second time) by a close.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const close = () => {
    if (!open) return
    if (unseen > 0) void markAllNotificationsSeen(store, accountKey)
    onClose()
  }
  const latestClose = useRef(close)
  useEffect(() => {
    latestClose.current = close
  })
  useCloseOnRouteChange(() => latestClose.current())
  useSwipeListener(
    ref,
    (direction) => {
      if (direction === 1) latestClose.current()
    },
    notificationsSwipeThresholdPx,
  )
  useEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  const title = intl.formatMessage(m.notifications)
  return (
    <aside
      id="notifications-drawer"
      className="notifications-drawer"
      aria-label={title}
      hidden={!open}
      ref={ref}
    >
      <header className="column-header">
        <h2 className="column-title">{title}</h2>
        <button
          type="button"
          className="notifications-drawer-close"
          aria-label={intl.formatMessage(m.closeNotifications)}
          title={intl.formatMessage(m.closeNotifications)}
          onClick={close}
        >
          <Icon name="close" />
        </button>
      </header>
      {opened && (
        <NotificationsPanel
          account={accountKey}
          nickname={nickname}
          columnId={`notifications-drawer:${accountKey}`}
        />
      )}
    </aside>
  )
}

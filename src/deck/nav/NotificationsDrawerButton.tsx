import { useIntl } from 'react-intl'
import { useUnseenCount } from '../../state/notifications'
import { BellWithCount } from './NotificationsNavLink'
import { navMessages as m } from './nav-messages'

interface Props {
  accountKey: string
  open: boolean
  onToggle: () => void
}

/** On a phone the bell opens the notifications drawer rather than leaving the page. */
export function NotificationsDrawerButton({ accountKey, open, onToggle }: Props) {
  const intl = useIntl()
  const { total } = useUnseenCount(accountKey)
  const label = intl.formatMessage(m.notificationsUnseen, { count: total })
  return (
    <button
      type="button"
      className="nav-shortcut nav-notifications"
      aria-label={label}
      title={label}
      aria-expanded={open}
      aria-controls="notifications-drawer"
      onClick={onToggle}
    >
      <BellWithCount total={total} />
    </button>
  )
}

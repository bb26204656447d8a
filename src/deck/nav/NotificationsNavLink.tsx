import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { NavLink } from 'react-router'
import { routePath } from '../../routes/route-table'
import { useUnseenCount } from '../../state/notifications'
import { Badge } from '../../ui/primitives'
import { NavIcon } from './NavIcon'
import { navMessages as m } from './nav-messages'

interface Props {
  accountKey: string
  nickname: string
  className: string
  /** A visible name beside the icon (the drawer); the bar shows the icon alone. */
  children?: ReactNode
}

/** The bell with the unseen count as its badge. */
export function BellWithCount({ total }: { total: number }) {
  const intl = useIntl()
  return (
    <span className="nav-badged">
      <NavIcon name="bell" />
      {total > 0 && (
        <Badge tone="notification" className="nav-badge">
          {intl.formatMessage(m.notificationsBadge, {
            count: Math.min(total, 99),
            over: total > 99 ? 'yes' : 'no',
          })}
        </Badge>
      )}
    </span>
  )
}

/** The way to the notifications, with the unseen count as its badge. */
export function NotificationsNavLink({ accountKey, nickname, className, children }: Props) {
  const intl = useIntl()
  const { total } = useUnseenCount(accountKey)
  const label = intl.formatMessage(m.notificationsUnseen, { count: total })
  return (
    <NavLink
      to={routePath('notifications', { username: nickname })}
      className={className}
      aria-label={label}
      title={label}
    >
      <BellWithCount total={total} />
      {children}
    </NavLink>
  )
}

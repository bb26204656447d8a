import { useIntl } from 'react-intl'
import type { NotificationFilterKey } from '../../state/notifications'
import { Badge, Button, Menu, type MenuItem } from '../primitives'
import { filterMessages, notificationMessages as m } from './messages'
import { NotificationAlerts } from './NotificationAlerts'

export interface NotificationsHeadingProps {
  /** The account whose notifications these are, and its nickname (the alerts panel). */
  account: string
  nickname: string
  /** The list's unseen count: its badge. */
  unseen: number
  onRead: () => void
  /** The kinds the filter menu offers, and those that show now. */
  choices: readonly NotificationFilterKey[]
  shown: ReadonlySet<NotificationFilterKey>
  onToggle: (key: NotificationFilterKey) => void
}

/** Above a notifications list: the unseen badge, the Read button and the filter menu. */
export function NotificationsHeading(props: NotificationsHeadingProps) {
  const intl = useIntl()
  const items: MenuItem[] = props.choices.map((key) => ({
    id: key,
    label: intl.formatMessage(filterMessages[key]),
    checked: props.shown.has(key),
    onSelect: () => props.onToggle(key),
  }))
  return (
    <div className="notifications-heading">
      {props.unseen > 0 && (
        <span role="status">
          <Badge tone="notification" className="notifications-badge">
            {intl.formatMessage(m.unseenBadge, { count: props.unseen })}
          </Badge>
        </span>
      )}
      <span className="notifications-heading-space" />
      <Button
        size="sm"
        title={intl.formatMessage(m.readLabel)}
        disabled={props.unseen === 0}
        onClick={props.onRead}
      >
        {intl.formatMessage(m.read)}
      </Button>
      <Menu
        label={intl.formatMessage(m.filtersLabel)}
        button={<span>{intl.formatMessage(m.filters)}</span>}
        items={items}
        buttonClassName="btn btn-sm"
      />
      <NotificationAlerts account={props.account} nickname={props.nickname} />
    </div>
  )
}

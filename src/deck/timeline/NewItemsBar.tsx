import { useIntl } from 'react-intl'
import type { TimelineState } from '../../state/timeline'
import { newItemsButton, unreadCount } from '../../state/timeline-selectors'
import { QuickSettings } from './QuickSettings'
import { timelineMessages as m } from './timeline-ui-messages'

interface Props {
  account: string
  state: TimelineState
  onShowNew: () => void
  onJumpToUnread: () => void
  onMarkRead: () => void
}

/** Above the feed: "show new (N)" or reload, "up-to-date", and the column's unread count. */
export function NewItemsBar({ account, state, onShowNew, onJumpToUnread, onMarkRead }: Props) {
  const intl = useIntl()
  const button = newItemsButton(state)
  const unread = unreadCount(state)
  return (
    <div className="timeline-bar">
      {button.kind === 'hidden' ? (
        <span className="timeline-up-to-date">{intl.formatMessage(m.upToDate)}</span>
      ) : (
        <button type="button" className="timeline-show-new" onClick={onShowNew}>
          {button.kind === 'reload'
            ? intl.formatMessage(m.reload)
            : intl.formatMessage(m.showNew, { count: button.count })}
        </button>
      )}
      {unread > 0 && (
        <span className="timeline-unread">
          <button type="button" onClick={onJumpToUnread}>
            {intl.formatMessage(m.jumpToUnread)}
          </button>
          <span>{intl.formatMessage(m.unread, { count: unread })}</span>
          <button type="button" onClick={onMarkRead}>
            {intl.formatMessage(m.markRead)}
          </button>
        </span>
      )}
      <QuickSettings account={account} />
    </div>
  )
}

import { useIntl } from 'react-intl'
import type { TimelineState } from '../../state/timeline'
import { newItemsButton, unreadCount } from '../../state/timeline-selectors'
import { Icon } from '../../ui/common'
import { QuickSettings } from './QuickSettings'
import { timelineMessages as m } from './timeline-ui-messages'

interface Props {
  account: string
  state: TimelineState
  onShowNew: () => void
  onJumpToUnread: () => void
  onMarkRead: () => void
}

/**
 * Above the feed: "show new (N)" or reload, or "up to date"; the unread count (a button that
 * jumps to the first unread) and an icon button that marks them read. Kept short so both states
 * fit side by side in the narrowest column.
 */
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
          <button
            type="button"
            className="timeline-unread-jump"
            title={intl.formatMessage(m.jumpToUnread)}
            onClick={onJumpToUnread}
          >
            {intl.formatMessage(m.unread, { count: unread })}
          </button>
          <button
            type="button"
            className="timeline-mark-read"
            aria-label={intl.formatMessage(m.markRead)}
            title={intl.formatMessage(m.markRead)}
            onClick={onMarkRead}
          >
            <Icon name="check" />
          </button>
        </span>
      )}
      <QuickSettings account={account} />
    </div>
  )
}

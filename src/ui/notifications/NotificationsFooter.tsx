import { useIntl } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'
import { Spinner } from '../common'
import { Button } from '../primitives'
import { notificationMessages as m } from './messages'

export interface NotificationsFooterProps {
  loading: boolean
  error: UserMessage | null
  empty: boolean
  /** Nothing older on the server and everything held is shown: the end-of-list message. */
  ended: boolean
  canLoadMore: boolean
  onLoadMore: () => void
  onRetry: () => void
}

/** Below the list: loading, the error with a retry, the end of the list, or load older. */
export function NotificationsFooter(props: NotificationsFooterProps) {
  const intl = useIntl()
  if (props.loading) {
    return (
      <div className="notifications-footer" role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </div>
    )
  }
  if (props.error) {
    const error = intl.formatMessage(props.error.descriptor, props.error.values)
    return (
      <div className="notifications-footer notifications-footer-error" role="alert">
        <span>{error}</span>
        <Button size="sm" onClick={props.onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    )
  }
  if (props.empty && props.ended) {
    return <p className="notifications-footer">{intl.formatMessage(m.none)}</p>
  }
  if (props.ended) return <p className="notifications-footer">{intl.formatMessage(m.noMore)}</p>
  return (
    <div className="notifications-footer">
      <Button onClick={props.onLoadMore} disabled={!props.canLoadMore}>
        {intl.formatMessage(m.loadOlder)}
      </Button>
    </div>
  )
}

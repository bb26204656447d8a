import { useIntl } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'
import { Spinner } from '../common'
import { formatUserMessage } from '../common/format-user-message'
import { Button } from '../primitives'
import { conversationMessages as m } from './messages'

export interface ConversationsFooterProps {
  loading: boolean
  error: UserMessage | null
  empty: boolean
  ended: boolean
  onLoadOlder: () => void
  onRetry: () => void
}

/** Below the conversations: loading, the error with a retry, the end, or load older. */
export function ConversationsFooter(props: ConversationsFooterProps) {
  const intl = useIntl()
  if (props.loading) {
    return (
      <div className="conversations-footer" role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </div>
    )
  }
  if (props.error) {
    return (
      <div className="conversations-footer" role="alert">
        <span>{intl.formatMessage(m.error, { error: formatUserMessage(intl, props.error) })}</span>
        <Button size="sm" onClick={props.onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    )
  }
  if (props.ended) {
    return (
      <p className="conversations-footer">{intl.formatMessage(props.empty ? m.none : m.noMore)}</p>
    )
  }
  return (
    <div className="conversations-footer">
      <Button onClick={props.onLoadOlder}>{intl.formatMessage(m.loadOlder)}</Button>
    </div>
  )
}

import { useIntl } from 'react-intl'
import type { TimelineState } from '../../state/timeline'
import { canLoadOlder } from '../../state/timeline-selectors'
import { Spinner } from '../../ui/common'
import { timelineMessages as m } from './timeline-ui-messages'

interface Props {
  state: TimelineState
  empty: boolean
  onLoadOlder: () => void
  onRetry: () => void
}

/** Below the feed: loading, the error with a retry, "no statuses", "no more", or load older. */
export function TimelineFooter({ state, empty, onLoadOlder, onRetry }: Props) {
  const intl = useIntl()
  if (state.loading) {
    return (
      <div className="timeline-footer" role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </div>
    )
  }
  if (state.error) {
    const error = intl.formatMessage(state.error.descriptor, state.error.values)
    return (
      <div className="timeline-footer timeline-footer-error" role="alert">
        <span>{error}</span>
        <button type="button" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    )
  }
  if (empty) return <p className="timeline-footer">{intl.formatMessage(m.noStatuses)}</p>
  if (state.bottomedOut) return <p className="timeline-footer">{intl.formatMessage(m.noMore)}</p>
  return (
    <div className="timeline-footer">
      <button type="button" onClick={onLoadOlder} disabled={!canLoadOlder(state)}>
        {intl.formatMessage(m.loadOlder)}
      </button>
    </div>
  )
}

import { useIntl } from 'react-intl'
import { Icon } from '../common/Icon'
import { offlineMessages as m } from './messages'
import { useConnection, type ConnectionOptions } from './use-online'
import './offline.css'

/** Between the title and the detail (one sentence to a screen reader). */
const WORD_BREAK = ' '

/**
 * The connection's state, in a banner at the top of the page: while offline, what still works
 * and what waits; when the connection returns, a short "back online" while the app catches up.
 * Announced politely to screen readers (a status region that stays in the page).
 */
export function OfflineBanner(props: ConnectionOptions) {
  const intl = useIntl()
  const { online, backOnline, startedOffline } = useConnection(props)
  return (
    <div className="offline-region" role="status">
      {!online && (
        <div className="offline-banner">
          <Icon name="offline" />
          <p>
            <strong>{intl.formatMessage(m.offline)}</strong>
            {WORD_BREAK}
            {intl.formatMessage(startedOffline ? m.startedOffline : m.offlineDetail)}
          </p>
        </div>
      )}
      {online && backOnline && (
        <div className="offline-banner offline-banner-back">
          <span>{intl.formatMessage(m.backOnline)}</span>
        </div>
      )}
    </div>
  )
}

import { useIntl } from 'react-intl'
import { Icon } from '../common/Icon'
import { offlineMessages as m } from './messages'
import { useConnection } from './use-online'
import './offline.css'

export interface OfflineBannerProps {
  /** Called once each time the connection comes back (the app catches up then). */
  onBackOnline?: () => void
  /** The page was opened without a connection: nothing was loaded yet. */
  startedOffline?: boolean
}

/**
 * The connection's state, in a banner at the top of the page: while offline, what still works
 * and what waits; when the connection returns, a short "back online" while the app catches up.
 * Announced politely to screen readers (a status region that stays in the page).
 */
export function OfflineBanner({ onBackOnline, startedOffline = false }: OfflineBannerProps) {
  const intl = useIntl()
  const { online, backOnline } = useConnection(onBackOnline)
  return (
    <div className="offline-region" role="status">
      {!online && (
        <div className="offline-banner">
          <Icon name="offline" />
          <div>
            <strong>{intl.formatMessage(m.offline)}</strong>
            <p>{intl.formatMessage(startedOffline ? m.startedOffline : m.offlineDetail)}</p>
          </div>
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

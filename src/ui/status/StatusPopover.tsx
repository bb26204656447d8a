import { useIntl } from 'react-intl'
import { loadStatus, useLoad } from '../../state/loaders'
import { Spinner } from '../common/Spinner'
import { statusMessages as m } from './messages'
import { StatusCard } from './StatusCard'
import { useStatusEnv } from './status-env'
import { useStatusEntity } from './use-entities'

/** A status in a popover: a spinner while it loads, then the card, or "Status unavailable". */
export function StatusPopover({ statusId }: { statusId: string }) {
  const intl = useIntl()
  const { accountKey } = useStatusEnv()
  const status = useStatusEntity(statusId)
  // A status the cache does not hold is fetched into it; the card then reads it from there.
  const fetched = useLoad(accountKey, status ? null : `status ${statusId}`, (target) =>
    loadStatus(target, statusId),
  )

  return (
    <div className="status-popover" role="dialog" aria-label={intl.formatMessage(m.replyTo)}>
      {status ? (
        <StatusCard statusId={statusId} />
      ) : fetched.status === 'error' ? (
        <p className="status-unavailable">{intl.formatMessage(m.unavailable)}</p>
      ) : (
        <Spinner />
      )}
    </div>
  )
}

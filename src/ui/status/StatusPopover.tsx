import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { Spinner } from '../common/Spinner'
import { statusMessages as m } from './messages'
import { StatusCard } from './StatusCard'
import { useStatusEnv } from './status-env'
import { useStatusEntity } from './use-entities'

/** A status in a popover: a spinner while it loads, then the card, or "Status unavailable". */
export function StatusPopover({ statusId }: { statusId: string }) {
  const intl = useIntl()
  const { actions } = useStatusEnv()
  const status = useStatusEntity(statusId)
  const [failedId, setFailedId] = useState<string | null>(null)
  const missing = status === undefined

  useEffect(() => {
    if (!missing) return
    let live = true
    void actions.fetchStatus(statusId).then((result) => {
      if (live && !result.ok) setFailedId(statusId)
    })
    return () => {
      live = false
    }
  }, [missing, statusId, actions])

  return (
    <div className="status-popover" role="dialog" aria-label={intl.formatMessage(m.replyTo)}>
      {status ? (
        <StatusCard statusId={statusId} />
      ) : failedId === statusId ? (
        <p className="status-unavailable">{intl.formatMessage(m.unavailable)}</p>
      ) : (
        <Spinner />
      )}
    </div>
  )
}

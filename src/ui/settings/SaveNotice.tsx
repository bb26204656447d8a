import { useAtom } from 'jotai'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { SAVED_NOTICE_MS, settingsSaveStatusAtom } from '../../state/settings-status'
import { Alert } from '../common'
import { formatUserMessage } from '../common/format-user-message'

/** "Settings saved" for two seconds after a change; an error stays until dismissed. */
export function SaveNotice() {
  const intl = useIntl()
  const [status, setStatus] = useAtom(settingsSaveStatusAtom)
  useEffect(() => {
    if (status?.kind !== 'saved') return undefined
    const timer = setTimeout(() => setStatus(null), SAVED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [status, setStatus])
  return (
    <div className="settings-save-notice" aria-live="polite">
      {status && (
        <Alert
          level={status.kind === 'saved' ? 'success' : 'error'}
          {...(status.kind === 'error' ? { onDismiss: () => setStatus(null) } : {})}
        >
          {formatUserMessage(intl, status.message)}
        </Alert>
      )}
    </div>
  )
}

import { useStore } from 'jotai'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { useIntl } from 'react-intl'
import type { Account } from '../../accounts/store'
import type { UserMessage } from '../../i18n/define-messages'
import { Alert } from '../common/Alert'
import type { MfaChallenge } from './auth-flow'
import { formatUserMessage } from './format'
import { loginMessages as messages } from './login-messages'

export interface MfaFormProps {
  kind: 'totp' | 'recovery'
  challenge: MfaChallenge
  onSignedIn: (account: Account) => void
  onSwitch: () => void
  onCancel: () => void
}

/** One-time code or recovery code entry (spec 1 section 2), with a closable error banner. */
export function MfaForm({ kind, challenge, onSignedIn, onSwitch, onCancel }: MfaFormProps) {
  const intl = useIntl()
  const store = useStore()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UserMessage | undefined>(undefined)
  const codeRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (error) codeRef.current?.focus()
  }, [error])

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    const [{ mfaSignIn }, { isApiError, loginErrorMessage, apiMessages }] = await Promise.all([
      import('../../accounts/sign-in-flow'),
      import('../../state/errors'),
    ])
    try {
      onSignedIn(await mfaSignIn(store, challenge, code.trim(), kind))
    } catch (caught) {
      // Spec 1 section 8: the server's own words in the banner, and the code field cleared.
      const serverMessage = isApiError(caught) ? caught.serverMessage : undefined
      setError(
        serverMessage !== undefined
          ? { descriptor: apiMessages.serverMessage, values: { message: serverMessage } }
          : loginErrorMessage(caught),
      )
      setCode('')
      setBusy(false)
    }
  }

  const totp = kind === 'totp'
  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <h2>{intl.formatMessage(totp ? messages.heading2fa : messages.headingRecovery)}</h2>
      {error && (
        <Alert onDismiss={() => setError(undefined)}>{formatUserMessage(intl, error)}</Alert>
      )}
      <label>
        {intl.formatMessage(totp ? messages.code : messages.recoveryCode)}
        <input
          ref={codeRef}
          name="code"
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          value={code}
          disabled={busy}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <div className="login-actions">
        <button type="button" className="link-button" onClick={onSwitch}>
          {intl.formatMessage(totp ? messages.enterRecovery : messages.enterCode)}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </button>
        <button type="submit" disabled={busy}>
          {intl.formatMessage(messages.verify)}
        </button>
      </div>
    </form>
  )
}

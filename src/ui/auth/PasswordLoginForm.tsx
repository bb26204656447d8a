import { useStore } from 'jotai'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { normalizeBaseUrl } from '../../accounts/account-key'
import type { Account } from '../../accounts/store'
import { routePath } from '../../routes/route-table'
import { readLastLoginName, rememberLoginName } from '../../settings/last-login'
import type { UserMessage } from '../../i18n/define-messages'
import { Button } from '../primitives'
import type { MfaChallenge } from './auth-flow'
import { formatUserMessage } from './format'
import { loginMessages as messages } from './login-messages'

export interface PasswordLoginFormProps {
  registrationOpen: boolean
  initialUsername?: string
  initialInstance: string
  onSignedIn: (account: Account) => void
  onMfaRequired: (challenge: MfaChallenge) => void
  onPasswordResetRequired: () => void
}

/** Username and password (spec 1 section 2), with the instance address for standalone use. */
export function PasswordLoginForm(props: PasswordLoginFormProps) {
  const intl = useIntl()
  const store = useStore()
  // The name of the last sign-in on this browser, unless the address names one.
  const [username, setUsername] = useState(() => props.initialUsername ?? readLastLoginName())
  const [password, setPassword] = useState('')
  const [instance, setInstance] = useState(props.initialInstance)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UserMessage | undefined>(undefined)
  const passwordRef = useRef<HTMLInputElement>(null)

  const fail = (message: UserMessage) => {
    setError(message)
    setBusy(false)
  }

  // After the field is enabled again: spec 1 section 8 refocuses the password on an error.
  useEffect(() => {
    if (error) passwordRef.current?.focus()
  }, [error])

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    let baseUrl: string
    try {
      baseUrl = normalizeBaseUrl(instance)
    } catch {
      fail({ descriptor: messages.badInstance })
      return
    }
    setBusy(true)
    setError(undefined)
    const [{ passwordSignIn }, { loginErrorMessage }] = await Promise.all([
      import('../../accounts/sign-in-flow'),
      import('../../state/errors'),
    ])
    try {
      const result = await passwordSignIn(store, baseUrl, { username: username.trim(), password })
      setBusy(false)
      rememberLoginName(username)
      if (result.kind === 'mfa') props.onMfaRequired(result)
      else if (result.kind === 'password-reset-required') props.onPasswordResetRequired()
      else props.onSignedIn(result.account)
    } catch (caught) {
      fail(loginErrorMessage(caught))
    }
  }

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <label>
        {intl.formatMessage(messages.username)}
        <input
          name="username"
          autoComplete="username"
          value={username}
          disabled={busy}
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <label>
        {intl.formatMessage(messages.password)}
        <input
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <details className="login-instance">
        <summary>{intl.formatMessage(messages.otherInstance)}</summary>
        <label>
          {intl.formatMessage(messages.instance)}
          <input
            name="instance"
            type="url"
            inputMode="url"
            value={instance}
            disabled={busy}
            onChange={(event) => setInstance(event.target.value)}
          />
        </label>
      </details>
      {error && (
        <p role="alert" className="login-error">
          {formatUserMessage(intl, error)}
        </p>
      )}
      <div className="login-actions">
        <Link to={routePath('password-reset')}>{intl.formatMessage(messages.forgot)}</Link>
        {props.registrationOpen && (
          <Link to={routePath('registration')}>{intl.formatMessage(messages.register)}</Link>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {intl.formatMessage(busy ? messages.loggingIn : messages.submit)}
        </Button>
      </div>
    </form>
  )
}

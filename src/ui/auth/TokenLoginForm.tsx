import { useStore } from 'jotai'
import { useState, type SyntheticEvent } from 'react'
import { useIntl } from 'react-intl'
import { normalizeBaseUrl } from '../../accounts/account-key'
import type { UserMessage } from '../../i18n/define-messages'
import { formatUserMessage } from './format'
import { loginMessages as messages } from './login-messages'

export interface TokenLoginFormProps {
  initialInstance: string
  /** Injectable for tests; sends the browser to the authorize page by default. */
  redirect?: (url: string) => void
}

/** The OAuth code strategy: a description, then the instance's own authorize page. */
export function TokenLoginForm({ initialInstance, redirect }: TokenLoginFormProps) {
  const intl = useIntl()
  const store = useStore()
  const [instance, setInstance] = useState(initialInstance)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UserMessage | undefined>(undefined)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    const [{ startAuthorization }, { loginErrorMessage }] = await Promise.all([
      import('../../accounts/oauth-flow'),
      import('../../state/errors'),
    ])
    try {
      const url = await startAuthorization(store, normalizeBaseUrl(instance))
      ;(redirect ?? ((target: string) => location.assign(target)))(url)
    } catch (caught) {
      setBusy(false)
      setError(
        caught instanceof TypeError
          ? { descriptor: messages.badInstance }
          : loginErrorMessage(caught),
      )
    }
  }

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <p>{intl.formatMessage(messages.tokenDescription)}</p>
      <details className="login-instance">
        <summary>{intl.formatMessage(messages.otherInstance)}</summary>
        <label>
          {intl.formatMessage(messages.instance)}
          <input
            name="instance"
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
      <button type="submit" disabled={busy}>
        {intl.formatMessage(messages.tokenSubmit)}
      </button>
    </form>
  )
}

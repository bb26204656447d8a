import { useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { routePath } from '../../routes/route-table'
import type { UserMessage } from '../../i18n/define-messages'
import { formatUserMessage } from './format'
import { loginMessages as messages } from './login-messages'

/** /oauth-callback?code=…: exchanges the code, stores the token, signs in, goes to friends. */
export default function OAuthCallback() {
  const intl = useIntl()
  const store = useStore()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const code = search.get('code')
  const state = search.get('state')
  const [error, setError] = useState<UserMessage | undefined>(
    code === null ? { descriptor: messages.callbackNoCode } : undefined,
  )
  // A code is good once: StrictMode's second mount must not spend it again.
  const started = useRef(false)

  useEffect(() => {
    if (code === null || started.current) return
    started.current = true
    void (async () => {
      const [{ finishAuthorization, AuthorizationStateError }, { loginErrorMessage }] =
        await Promise.all([import('../../accounts/oauth-flow'), import('../../state/errors')])
      try {
        await finishAuthorization(store, { code, state })
        void navigate(routePath('friends'), { replace: true })
      } catch (caught) {
        setError(
          caught instanceof AuthorizationStateError
            ? { descriptor: messages.stateMismatch }
            : loginErrorMessage(caught),
        )
      }
    })()
  }, [code, state, store, navigate])

  if (error) {
    return (
      <section className="login-panel">
        <p role="alert">
          {intl.formatMessage(messages.callbackFailed, {
            error: formatUserMessage(intl, error),
          })}
        </p>
        <Link to={routePath('login')}>{intl.formatMessage(messages.backToLogin)}</Link>
      </section>
    )
  }
  return <p role="status">{intl.formatMessage(messages.callbackWorking)}</p>
}

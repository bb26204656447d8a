import { useStore } from 'jotai'
import { useState, type SyntheticEvent } from 'react'
import { useIntl } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { visitorKeyOf } from '../../../accounts/account-key'
import { routePath } from '../../../routes/route-table'
import { useInstanceConfig } from '../../../state/instance'
import { sendPasswordReset } from '../../../state/loaders'
import { passwordResetMessages as m } from './messages'
import { resetOutcome, type ResetState } from './reset-state'
import '../auth.css'

/** /password-reset: usable only when the instance can send mail. */
export default function PasswordResetScreen() {
  const intl = useIntl()
  const store = useStore()
  const config = useInstanceConfig()
  const [search] = useSearchParams()
  const required = search.get('passwordResetRequested') === 'true'
  const [email, setEmail] = useState('')
  const [state, setState] = useState<ResetState>('idle')

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setState('pending')
    try {
      await sendPasswordReset({ store, accountKey: visitorKeyOf(config.server) }, email.trim())
      setState(resetOutcome(undefined))
    } catch (error) {
      setState(resetOutcome(error))
    }
  }

  let body
  if (!config.mailerEnabled) {
    body = <p role="alert">{intl.formatMessage(required ? m.requiredButDisabled : m.disabled)}</p>
  } else if (state === 'success') {
    body = (
      <>
        <p role="status">{intl.formatMessage(m.checkEmail)}</p>
        <Link to={routePath('root')}>{intl.formatMessage(m.returnHome)}</Link>
      </>
    )
  } else {
    body = (
      <form onSubmit={(event) => void submit(event)}>
        {required && <p role="alert">{intl.formatMessage(m.required)}</p>}
        <label className="form-field">
          {intl.formatMessage(m.instruction)}
          <input
            name="email"
            value={email}
            placeholder={intl.formatMessage(m.placeholder)}
            disabled={state === 'pending'}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        {state === 'throttled' && <p role="alert">{intl.formatMessage(m.tooManyRequests)}</p>}
        {state === 'error' && <p role="alert">{intl.formatMessage(m.generic)}</p>}
        <button type="submit" disabled={state === 'pending' || email.trim() === ''}>
          {intl.formatMessage(m.submit)}
        </button>
      </form>
    )
  }
  return (
    <section className="password-reset" aria-labelledby="password-reset-title">
      <h1 id="password-reset-title">{intl.formatMessage(m.title)}</h1>
      {body}
    </section>
  )
}

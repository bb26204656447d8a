import { useAtomValue } from 'jotai'
import { useReducer } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { activeAccountAtom, type Account } from '../../accounts/store'
import { useInstanceConfig } from '../../state/instance'
import { routePath } from '../../routes/route-table'
import { authFlowReducer, startFlow } from './auth-flow'
import { loginMessages as messages } from './login-messages'
import { MfaForm } from './MfaForm'
import { PasswordLoginForm } from './PasswordLoginForm'
import { TokenLoginForm } from './TokenLoginForm'
import './auth.css'

/** /login: the login panel; for a signed-in person it adds another account. */
export default function LoginScreen() {
  const intl = useIntl()
  const navigate = useNavigate()
  const config = useInstanceConfig()
  const active = useAtomValue(activeAccountAtom)
  const [search] = useSearchParams()
  const [flow, dispatch] = useReducer(authFlowReducer, config.loginMethod, startFlow)
  const initialInstance = search.get('instance') ?? config.server

  const signedIn = (_account: Account) => {
    dispatch({ type: 'success' })
    void navigate(routePath('friends'))
  }

  return (
    <section className="login-panel" aria-labelledby="login-title">
      <h1 id="login-title">
        {intl.formatMessage(active && !active.expired ? messages.addTitle : messages.title)}
      </h1>
      {(flow.strategy === 'totp' || flow.strategy === 'recovery') && flow.challenge ? (
        <MfaForm
          key={flow.strategy}
          kind={flow.strategy}
          challenge={flow.challenge}
          onSignedIn={signedIn}
          onSwitch={() =>
            dispatch({ type: flow.strategy === 'totp' ? 'use-recovery' : 'use-totp' })
          }
          onCancel={() => dispatch({ type: 'cancel' })}
        />
      ) : flow.strategy === 'token' ? (
        <TokenLoginForm initialInstance={initialInstance} />
      ) : (
        <PasswordLoginForm
          registrationOpen={config.registrationOpen}
          initialInstance={initialInstance}
          {...(search.has('username') && { initialUsername: search.get('username') ?? '' })}
          onSignedIn={signedIn}
          onMfaRequired={(challenge) => dispatch({ type: 'mfa-required', challenge })}
          onPasswordResetRequired={() =>
            void navigate(routePath('password-reset', {}, { passwordResetRequested: true }))
          }
        />
      )}
    </section>
  )
}

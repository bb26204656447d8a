import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { routePath } from '../../../routes/route-table'
import { changePassword } from '../../../state/account-settings'
import { Button, TextField } from '../../primitives'
import { settingsMessages } from '../messages'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { securityMessages as m } from './security-messages'

/**
 * Change password: the current one, the new one and its confirmation. On success the account
 * signs out, and the next sign-in takes the new password.
 */
export function PasswordSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const action = useAction()
  const [password, setPassword] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState(false)
  const blank = intl.formatMessage(settingsMessages.fieldRequired)
  const mismatch = confirm !== next
  return (
    <form
      className="settings-section"
      aria-labelledby="settings-password"
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (!password || !next || mismatch) return
        void action
          .run(
            () =>
              changePassword(
                { store: action.store, accountKey: owner },
                { password, newPassword: next, newPasswordConfirmation: confirm },
              ),
            { descriptor: m.passwordChanged },
          )
          .then(async (result) => {
            if (!result.ok) return
            setPassword('')
            setNext('')
            setConfirm('')
            setTouched(false)
            const { signOut } = await import('../../../accounts/session')
            await signOut(action.store, owner)
            void navigate(routePath('login'))
          })
      }}
    >
      <h3 id="settings-password">{intl.formatMessage(m.password)}</h3>
      <TextField
        label={intl.formatMessage(settingsMessages.password)}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={touched && !password ? blank : undefined}
      />
      <TextField
        label={intl.formatMessage(m.newPassword)}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={touched && !next ? blank : undefined}
      />
      <TextField
        label={intl.formatMessage(m.confirmPassword)}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={touched && mismatch ? intl.formatMessage(m.notSame) : undefined}
      />
      <Outcome outcome={action.outcome} />
      <Button type="submit" busy={action.busy}>
        {intl.formatMessage(m.password)}
      </Button>
    </form>
  )
}

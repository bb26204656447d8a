import { useState } from 'react'
import { useIntl } from 'react-intl'
import { changeEmail } from '../../../state/account-settings'
import { Button, TextField } from '../../primitives'
import { settingsMessages } from '../messages'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { securityMessages as m } from './security-messages'

/** Change email: the new address and the current password (spec 3 section 5). */
export function EmailSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const action = useAction()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const blank = intl.formatMessage(settingsMessages.fieldRequired)
  return (
    <form
      className="settings-section"
      aria-labelledby="settings-email"
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (!email.trim() || !password) return
        void action
          .run(
            () => changeEmail({ store: action.store, accountKey: owner }, email.trim(), password),
            {
              descriptor: m.emailChanged,
            },
          )
          .then((result) => {
            if (result.ok) {
              setPassword('')
              setTouched(false)
            }
          })
      }}
    >
      <h3 id="settings-email">{intl.formatMessage(m.email)}</h3>
      <TextField
        label={intl.formatMessage(m.newEmail)}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={touched && !email.trim() ? blank : undefined}
      />
      <TextField
        label={intl.formatMessage(settingsMessages.password)}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={touched && !password ? blank : undefined}
      />
      <Outcome outcome={action.outcome} />
      <Button type="submit" busy={action.busy}>
        {intl.formatMessage(m.email)}
      </Button>
    </form>
  )
}

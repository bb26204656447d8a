import { useState } from 'react'
import { useIntl } from 'react-intl'
import { moveAccount } from '../../../state/account-settings'
import { ConfirmModal } from '../../common/ConfirmModal'
import { Button, TextField } from '../../primitives'
import { settingsMessages } from '../messages'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { securityMessages as m } from './security-messages'

/** Move the account: a target account and the password, confirmed first. */
export function MoveSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const action = useAction()
  const [target, setTarget] = useState('')
  const [password, setPassword] = useState('')
  const [asking, setAsking] = useState(false)
  const blank = intl.formatMessage(settingsMessages.fieldRequired)
  const clean = target.trim().replace(/^@/, '')
  return (
    <form
      className="settings-section"
      aria-labelledby="settings-move"
      onSubmit={(event) => {
        event.preventDefault()
        if (!clean || !password) action.fail(blank)
        else setAsking(true)
      }}
    >
      <h3 id="settings-move">{intl.formatMessage(m.move)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.moveHint)}</p>
      <TextField
        label={intl.formatMessage(m.moveTarget)}
        value={target}
        onChange={setTarget}
        autoComplete="off"
      />
      <TextField
        label={intl.formatMessage(settingsMessages.password)}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <Outcome outcome={action.outcome} />
      <Button type="submit" busy={action.busy}>
        {intl.formatMessage(m.move)}
      </Button>
      {asking && (
        <ConfirmModal
          title={intl.formatMessage(m.move)}
          confirmLabel={intl.formatMessage(m.move)}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            void action
              .run(() => moveAccount({ store: action.store, accountKey: owner }, password, clean), {
                descriptor: m.moved,
              })
              .then((result) => {
                if (result.ok) setPassword('')
              })
          }}
        >
          {intl.formatMessage(m.moveConfirm, { target: clean })}
        </ConfirmModal>
      )}
    </form>
  )
}

import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { routePath } from '../../../routes/route-table'
import { deleteAccount } from '../../../state/account-settings'
import { ConfirmModal } from '../../common/ConfirmModal'
import { Button, TextField } from '../../primitives'
import { settingsMessages } from '../messages'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { securityMessages as m } from './security-messages'

/** Delete the account: the password, then a last question; the account signs out after. */
export function DeleteSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const action = useAction()
  const [password, setPassword] = useState('')
  const [asking, setAsking] = useState(false)
  return (
    <form
      className="settings-section settings-danger-zone"
      aria-labelledby="settings-delete"
      onSubmit={(event) => {
        event.preventDefault()
        if (!password) action.fail(intl.formatMessage(settingsMessages.fieldRequired))
        else setAsking(true)
      }}
    >
      <h3 id="settings-delete">{intl.formatMessage(m.deleteAccount)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.deleteHint)}</p>
      <TextField
        label={intl.formatMessage(settingsMessages.password)}
        hint={intl.formatMessage(m.deleteConfirm)}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <Outcome outcome={action.outcome} />
      <Button type="submit" variant="danger" busy={action.busy}>
        {intl.formatMessage(m.deleteAccount)}
      </Button>
      {asking && (
        <ConfirmModal
          title={intl.formatMessage(m.deleteAccount)}
          confirmLabel={intl.formatMessage(m.deleteAccount)}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            void action
              .run(() => deleteAccount({ store: action.store, accountKey: owner }, password))
              .then(async (result) => {
                if (!result.ok) return
                const { signOut } = await import('../../../accounts/session')
                await signOut(action.store, owner)
                void navigate(routePath('public-timeline'))
              })
          }}
        >
          {intl.formatMessage(m.deleteQuestion)}
        </ConfirmModal>
      )}
    </form>
  )
}

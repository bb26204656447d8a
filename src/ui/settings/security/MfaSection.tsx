import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import {
  confirmTotpSetup,
  disableTwoFactor,
  loadMfaStatus,
  newBackupCodes,
  startTotpSetup,
  type TotpSetup,
} from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { Spinner } from '../../common'
import { Button, TextField } from '../../primitives'
import { Loaded } from '../Loaded'
import { settingsMessages } from '../messages'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { securityMessages as m } from './security-messages'

// The QR encoder comes with the setup, never before.
const QrCode = lazy(() => import('./QrCode').then((module) => ({ default: module.QrCode })))

/** Two-factor sign-in: set up with a QR code and a code, backup codes, turned off. */
export function MfaSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const status = useLoad(owner, 'settings:mfa', loadMfaStatus)
  const action = useAction()
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const target = { store: action.store, accountKey: owner }
  const blank = intl.formatMessage(settingsMessages.fieldRequired)

  const begin = () =>
    void action
      .run(() => startTotpSetup(target))
      .then((result) => {
        if (result.ok) setSetup(result.value)
      })
  const showNewCodes = () =>
    void action
      .run(() => newBackupCodes(target))
      .then((result) => {
        if (result.ok) setCodes(result.value)
      })
  const confirm = () => {
    if (!password || !code.trim()) {
      action.fail(blank)
      return
    }
    void action
      .run(() => confirmTotpSetup(target, password, code.trim()))
      .then((result) => {
        if (!result.ok) return
        setSetup(null)
        setPassword('')
        setCode('')
        status.reload()
        showNewCodes()
      })
  }
  const disable = () => {
    if (!password) {
      action.fail(blank)
      return
    }
    void action
      .run(() => disableTwoFactor(target, password))
      .then((result) => {
        if (!result.ok) return
        setPassword('')
        setCodes(null)
        status.reload()
      })
  }

  return (
    <section className="settings-section" aria-labelledby="settings-mfa">
      <h3 id="settings-mfa">{intl.formatMessage(m.mfa)}</h3>
      <Loaded load={status}>
        {(mfa) => (
          <>
            <p>{intl.formatMessage(mfa.totp ? m.mfaOn : m.mfaOff)}</p>
            {codes && (
              <div className="settings-backup-codes">
                <h4>{intl.formatMessage(m.backupCodes)}</h4>
                <p className="settings-hint">{intl.formatMessage(m.backupHint)}</p>
                <ul aria-label={intl.formatMessage(m.backupCodes)}>
                  {codes.map((backup) => (
                    <li key={backup}>
                      <code>{backup}</code>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {!mfa.totp && !setup && (
              <Button onClick={begin} busy={action.busy}>
                {intl.formatMessage(m.setUp)}
              </Button>
            )}
            {setup && (
              <div className="settings-mfa-setup">
                <p>{intl.formatMessage(m.scan)}</p>
                <Suspense fallback={<Spinner />}>
                  <QrCode text={setup.uri} label={intl.formatMessage(m.qrLabel)} />
                </Suspense>
                <p className="settings-mfa-key">{intl.formatMessage(m.key, { key: setup.key })}</p>
              </div>
            )}
            {(setup || mfa.totp) && (
              <form
                className="settings-inline-form"
                onSubmit={(event) => {
                  event.preventDefault()
                  if (setup) confirm()
                  else disable()
                }}
              >
                {setup && (
                  <TextField
                    label={intl.formatMessage(m.code)}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={setCode}
                  />
                )}
                <TextField
                  label={intl.formatMessage(settingsMessages.password)}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={setPassword}
                />
                <Button type="submit" variant={setup ? 'primary' : 'danger'} busy={action.busy}>
                  {intl.formatMessage(setup ? m.confirmSetup : m.disable)}
                </Button>
                {setup && (
                  <Button onClick={() => setSetup(null)}>
                    {intl.formatMessage(settingsMessages.cancel)}
                  </Button>
                )}
              </form>
            )}
            {mfa.totp && !setup && (
              <div className="settings-mfa-codes">
                <p className="settings-hint">{intl.formatMessage(m.newCodesWarning)}</p>
                <Button onClick={showNewCodes}>{intl.formatMessage(m.newCodes)}</Button>
              </div>
            )}
            <Outcome outcome={action.outcome} />
          </>
        )}
      </Loaded>
    </section>
  )
}

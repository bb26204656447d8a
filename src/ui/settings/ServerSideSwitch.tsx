import { useAtomValue, useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import {
  serverSideAtom,
  setServerSideOption,
  shownServerSide,
  type ServerSideName,
} from '../../state/account-settings'
import { useUser } from '../../state/hooks'
import { reportSettingsSave } from '../../state/settings-status'
import { Switch } from '../primitives'
import { serverSideLabels, serverSideMessages as m } from './server-side-messages'

interface Props {
  owner: string
  userId: string
  name: ServerSideName
}

/**
 * A server-side option as a switch: while the change runs its value is wiped (the switch is
 * busy), then it shows what the server confirmed, or the old value when the server refused.
 */
export function ServerSideSwitch({ owner, userId, name }: Props) {
  const intl = useIntl()
  const store = useStore()
  const local = useAtomValue(serverSideAtom(store, owner))
  const user = useUser(owner, userId)
  const [failed, setFailed] = useState(false)
  const value = shownServerSide(local, user, name)
  const pending = value === null
  return (
    <Switch
      className="settings-option"
      label={intl.formatMessage(serverSideLabels[name])}
      checked={value === true}
      disabled={pending || value === undefined}
      {...(pending
        ? { hint: intl.formatMessage(m.pending) }
        : failed
          ? { hint: intl.formatMessage(m.failed) }
          : {})}
      onChange={(checked) => {
        setFailed(false)
        void setServerSideOption({ store, accountKey: owner }, userId, name, checked).then((ok) => {
          setFailed(!ok)
          reportSettingsSave(store, ok)
        })
      }}
    />
  )
}

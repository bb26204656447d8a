import { useAtomValue, useStore } from 'jotai'
import { useIntl } from 'react-intl'
import {
  serverSideAtom,
  setServerSideOption,
  shownServerSide,
  type ServerSideName,
} from '../../state/account-settings'
import { useUser } from '../../state/hooks'
import { reportSettingsSave } from '../../state/settings-status'
import { Select, type SelectOption } from '../primitives'
import { serverSideLabels } from './server-side-messages'

interface Props {
  owner: string
  userId: string
  name: ServerSideName
  options: readonly SelectOption[]
}

/** A server-side option with a few values (the default visibility), through the same cycle. */
export function ServerSideSelect({ owner, userId, name, options }: Props) {
  const intl = useIntl()
  const store = useStore()
  const local = useAtomValue(serverSideAtom(store, owner))
  const user = useUser(owner, userId)
  const value = shownServerSide(local, user, name)
  return (
    <Select
      className="settings-option"
      label={intl.formatMessage(serverSideLabels[name])}
      value={typeof value === 'string' ? value : ''}
      options={options}
      disabled={typeof value !== 'string'}
      onChange={(next) => {
        void setServerSideOption({ store, accountKey: owner }, userId, name, next).then((ok) =>
          reportSettingsSave(store, ok),
        )
      }}
    />
  )
}

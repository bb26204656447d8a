import { useAtomValue, useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { columnKinds, resolveColumn } from '../../../columns/registry'
import type { AnyColumnKind } from '../../../columns/types'
import { useAccounts } from '../../accounts'
import { Alert, Icon, Modal } from '../../ui/common'
import { Select } from '../../ui/primitives'
import type { LayoutAction } from '../layout-actions'
import { instanceConfigAtom } from '../../state/instance'
import { useAccountSession } from '../use-column-account'
import { ParamField } from './ParamField'
import { pickerMessages as m } from './picker-messages'
import { paramsFromFields, type FieldValues } from './resolve-params'
import './picker.css'

interface Props {
  /** The account new columns read from unless another is chosen. */
  defaultAccount: string
  signedIn: boolean
  dispatch: (action: LayoutAction) => void
  onClose: () => void
}

/** The column picker: a kind, the account to read as, and the kind's params. */
export function AddColumnDialog({ defaultAccount, signedIn, dispatch, onClose }: Props) {
  const intl = useIntl()
  const accounts = useAccounts()
  const [kind, setKind] = useState<AnyColumnKind | null>(null)
  const [account, setAccount] = useState(defaultAccount)
  const [values, setValues] = useState<FieldValues>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const store = useStore()
  useAccountSession(account)
  const features = useAtomValue(instanceConfigAtom).features
  const kinds = columnKinds.filter(
    (candidate) =>
      (signedIn || !candidate.signedInOnly) &&
      (candidate.feature === undefined || features.includes(candidate.feature)),
  )

  const add = async () => {
    if (!kind) return
    setBusy(true)
    setProblem(null)
    const built = await paramsFromFields(kind, values, { store, accountKey: account })
    setBusy(false)
    if (!built.ok) {
      setProblem(intl.formatMessage(m.accountNotFound, { acct: built.notFound }))
      return
    }
    const resolved = resolveColumn(kind.id, built.params)
    if (!resolved.ok) {
      setProblem(intl.formatMessage(m.invalid, { detail: resolved.detail ?? resolved.reason }))
      return
    }
    dispatch({ type: 'addColumn', kind: kind.id, params: resolved.params, account })
    onClose()
  }

  return (
    <Modal title={intl.formatMessage(m.title)} onClose={onClose} className="column-picker">
      {kind === null ? (
        <fieldset className="picker-kinds">
          <legend>{intl.formatMessage(m.kind)}</legend>
          {kinds.map((candidate) => (
            <button key={candidate.id} type="button" onClick={() => setKind(candidate)}>
              {intl.formatMessage(candidate.label)}
            </button>
          ))}
        </fieldset>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void add()
          }}
        >
          <button type="button" className="picker-back" onClick={() => setKind(null)}>
            <Icon name="chevronLeft" /> {intl.formatMessage(m.back)}
          </button>
          <h3>{intl.formatMessage(kind.label)}</h3>
          {accounts.length > 1 && (
            <Select
              className="picker-field"
              label={intl.formatMessage(m.account)}
              value={account}
              options={accounts.map((candidate) => ({
                value: candidate.key,
                label: candidate.key,
              }))}
              onChange={setAccount}
            />
          )}
          {kind.fields.map((field) => (
            <ParamField
              key={field.name}
              field={field}
              values={values}
              accountKey={account}
              onChange={setValues}
            />
          ))}
          {problem && <Alert onDismiss={() => setProblem(null)}>{problem}</Alert>}
          <button type="submit" disabled={busy}>
            {intl.formatMessage(busy ? m.adding : m.add)}
          </button>
        </form>
      )}
    </Modal>
  )
}

import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { ParamField as Field } from '../../../columns/types'
import { loadLists, useLoad } from '../../state/loaders'
import { Select } from '../../ui/primitives'
import { pickerMessages as m } from './picker-messages'
import type { FieldValues } from './resolve-params'

interface Props {
  field: Field
  values: FieldValues
  /** The account the column reads as (its lists fill the list field). */
  accountKey: string
  onChange: (values: FieldValues) => void
}

/** One parameter of a column kind, as the picker asks for it. */
export function ParamField({ field, values, accountKey, onChange }: Props) {
  const intl = useIntl()
  const id = useId()
  const lists = useLoad(field.input === 'list' ? accountKey : null, 'lists', loadLists)
  const value = values[field.name] ?? ''
  const label = <label htmlFor={id}>{intl.formatMessage(field.label)}</label>
  const set = (next: string, extra: FieldValues = {}) =>
    onChange({ ...values, [field.name]: next, ...extra })

  if (field.input === 'choice') {
    return (
      <Select
        className="picker-field"
        label={intl.formatMessage(field.label)}
        value={value || (field.choices?.[0]?.value ?? '')}
        options={(field.choices ?? []).map((choice) => ({
          value: choice.value,
          label: intl.formatMessage(choice.label),
        }))}
        onChange={(next) => {
          set(next)
        }}
      />
    )
  }
  if (field.input === 'list') {
    if (lists.status === 'error') return <p role="alert">{intl.formatMessage(m.listsFailed)}</p>
    if (lists.status !== 'ready') return null
    if (lists.data.length === 0) return <p role="alert">{intl.formatMessage(m.noLists)}</p>
    return (
      <Select
        className="picker-field"
        label={intl.formatMessage(field.label)}
        value={value}
        placeholder={intl.formatMessage(m.chooseList)}
        options={lists.data.map((list) => ({ value: list.id, label: list.title }))}
        onChange={(next) => {
          const chosen = lists.data.find((list) => list.id === next)
          set(next, { title: chosen?.title ?? '' })
        }}
      />
    )
  }
  const hint =
    field.input === 'account' ? m.accountHint : field.input === 'status' ? m.statusHint : null
  return (
    <div className="picker-field">
      {label}
      <input
        id={id}
        value={value}
        required
        placeholder={hint ? intl.formatMessage(hint) : undefined}
        autoComplete="off"
        onChange={(e) => set(e.currentTarget.value)}
      />
    </div>
  )
}

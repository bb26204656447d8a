import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { ParamField as Field } from '../../../columns/types'
import { loadLists, useLoad } from '../../state/loaders'
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
      <div className="picker-field">
        {label}
        <select
          id={id}
          value={value || field.choices?.[0]?.value}
          onChange={(e) => set(e.currentTarget.value)}
        >
          {field.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {intl.formatMessage(choice.label)}
            </option>
          ))}
        </select>
      </div>
    )
  }
  if (field.input === 'list') {
    if (lists.status === 'error') return <p role="alert">{intl.formatMessage(m.listsFailed)}</p>
    if (lists.status !== 'ready') return null
    if (lists.data.length === 0) return <p role="alert">{intl.formatMessage(m.noLists)}</p>
    return (
      <div className="picker-field">
        {label}
        <select
          id={id}
          value={value}
          required
          onChange={(e) => {
            const chosen = lists.data.find((list) => list.id === e.currentTarget.value)
            set(e.currentTarget.value, { title: chosen?.title ?? '' })
          }}
        >
          <option value="" disabled />
          {lists.data.map((list) => (
            <option key={list.id} value={list.id}>
              {list.title}
            </option>
          ))}
        </select>
      </div>
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

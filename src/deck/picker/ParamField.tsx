import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { ParamField as Field } from '../../../columns/types'
import type { ApiClient } from '../../api/client'
import { pickerMessages as m } from './picker-messages'
import type { FieldValues } from './resolve-params'
import { useLists } from './use-lists'

interface Props {
  field: Field
  values: FieldValues
  client: ApiClient
  onChange: (values: FieldValues) => void
}

/** One parameter of a column kind, as the picker asks for it. */
export function ParamField({ field, values, client, onChange }: Props) {
  const intl = useIntl()
  const id = useId()
  const lists = useLists(client, field.input === 'list')
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
    if (lists.status !== 'ready' || lists.lists.length === 0) {
      const text = lists.status === 'failed' ? m.listsFailed : m.noLists
      return lists.status === 'loading' ? null : <p role="alert">{intl.formatMessage(text)}</p>
    }
    return (
      <div className="picker-field">
        {label}
        <select
          id={id}
          value={value}
          required
          onChange={(e) => {
            const chosen = lists.lists.find((list) => list.id === e.currentTarget.value)
            set(e.currentTarget.value, { title: chosen?.title ?? '' })
          }}
        >
          <option value="" disabled />
          {lists.lists.map((list) => (
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

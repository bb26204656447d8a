import { useIntl } from 'react-intl'
import { Button, IconButton, TextField } from '../../primitives'
import { profileMessages as m } from './profile-messages'

export interface FieldDraft {
  name: string
  value: string
}

interface Props {
  fields: FieldDraft[]
  /** The instance's limit on fields. */
  max: number
  onChange: (fields: FieldDraft[]) => void
}

/** The profile's label and content pairs, up to the instance's limit. */
export function FieldsEditor({ fields, max, onChange }: Props) {
  const intl = useIntl()
  const update = (index: number, patch: Partial<FieldDraft>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)))
  return (
    <fieldset className="settings-fields">
      <legend>{intl.formatMessage(m.fields)}</legend>
      {fields.map((field, index) => (
        <div key={index} className="settings-field-row">
          <TextField
            label={intl.formatMessage(m.fieldName, { n: index + 1 })}
            value={field.name}
            onChange={(name) => update(index, { name })}
          />
          <TextField
            label={intl.formatMessage(m.fieldValue, { n: index + 1 })}
            value={field.value}
            onChange={(value) => update(index, { value })}
          />
          <IconButton
            icon="trash"
            label={intl.formatMessage(m.removeField, { n: index + 1 })}
            onClick={() => onChange(fields.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      {fields.length < max && (
        <Button onClick={() => onChange([...fields, { name: '', value: '' }])}>
          {intl.formatMessage(m.addField)}
        </Button>
      )}
    </fieldset>
  )
}

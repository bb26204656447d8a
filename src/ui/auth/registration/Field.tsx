import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { MessageDescriptor } from '../../../i18n/define-messages'

interface Props {
  name: string
  label: string
  value: string
  error: MessageDescriptor | undefined
  /** Errors show once the person has tried to submit, not while they type the first letters. */
  showError: boolean
  disabled: boolean
  onChange: (value: string) => void
  type?: string
  autoComplete?: string
  multiline?: boolean
}

export function Field(props: Props) {
  const intl = useIntl()
  const errorId = useId()
  const invalid = props.showError && props.error !== undefined
  const common = {
    name: props.name,
    value: props.value,
    disabled: props.disabled,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
  }
  return (
    <div className="form-field">
      <label>
        {props.label}
        {props.multiline ? (
          <textarea {...common} onChange={(event) => props.onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )}
      </label>
      {invalid && props.error && (
        <p id={errorId} className="form-error">
          {intl.formatMessage(props.error)}
        </p>
      )}
    </div>
  )
}

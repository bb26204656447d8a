import { useId, type InputHTMLAttributes } from 'react'
import './text-field.css'

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: string
  value: string
  onChange: (value: string) => void
  /** A line under the field saying what it takes. */
  hint?: string
  /** What is wrong with the value: shown under the field and read with it. */
  error?: string
  /** Several lines (a textarea). */
  multiline?: boolean
  rows?: number
}

/** A labelled text field with its hint and its error, both tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  multiline,
  rows,
  className,
  ...rest
}: TextFieldProps) {
  const id = useId()
  const described = [
    hint === undefined ? '' : `${id}-hint`,
    error === undefined ? '' : `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ')
  const shared = {
    id,
    value,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': described === '' ? undefined : described,
  }
  return (
    <span className={['text-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {multiline === true ? (
        <textarea
          {...shared}
          rows={rows}
          disabled={rest.disabled}
          placeholder={rest.placeholder}
          required={rest.required}
          onChange={(event) => {
            onChange(event.target.value)
          }}
        />
      ) : (
        <input
          {...rest}
          {...shared}
          onChange={(event) => {
            onChange(event.target.value)
          }}
        />
      )}
      {hint !== undefined && (
        <span id={`${id}-hint`} className="text-field-hint">
          {hint}
        </span>
      )}
      {error !== undefined && (
        <span id={`${id}-error`} className="text-field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  )
}

import { useState } from 'react'
import { useIntl } from 'react-intl'
import { TextField } from '../primitives'
import { settingsMessages as m } from './messages'

interface Props {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}

/** A whole number within bounds: stored when it is one, else the field says why. */
export function NumberOption({ label, value, min, max, onChange }: Props) {
  const intl = useIntl()
  const [text, setText] = useState(String(value))
  const parsed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
  const valid = Number.isInteger(parsed) && parsed >= min && parsed <= max
  return (
    <TextField
      className="settings-option settings-number"
      label={label}
      value={text}
      inputMode="numeric"
      error={valid ? undefined : intl.formatMessage(m.numberRange, { min, max })}
      onChange={(next) => {
        setText(next)
        const number = /^\d+$/.test(next.trim()) ? Number(next.trim()) : Number.NaN
        if (Number.isInteger(number) && number >= min && number <= max) onChange(number)
      }}
    />
  )
}

import { useId, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { languageOptions } from '../../lib/languages'
import { composerMessages } from './messages'

export interface FormatSelectProps {
  formats: readonly string[]
  value: string
  onChange: (format: string) => void
}

/** Shown only when the instance has more than one format. */
export function FormatSelect({ formats, value, onChange }: FormatSelectProps) {
  const intl = useIntl()
  const id = useId()
  if (formats.length <= 1) return null
  return (
    <span className="composer-field">
      <label htmlFor={id}>{intl.formatMessage(composerMessages.format)}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {formats.map((format) => (
          <option key={format} value={format}>
            {format}
          </option>
        ))}
      </select>
    </span>
  )
}

export interface LanguageSelectProps {
  value: string | null
  onChange: (language: string | null) => void
}

export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const intl = useIntl()
  const id = useId()
  const options = useMemo(() => languageOptions(intl.locale), [intl.locale])
  return (
    <span className="composer-field">
      <label htmlFor={id}>{intl.formatMessage(composerMessages.language)}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{intl.formatMessage(composerMessages.languageUnset)}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </span>
  )
}

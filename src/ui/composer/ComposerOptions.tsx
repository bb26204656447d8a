import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { languageOptions } from '../../lib/languages'
import { Select, type SelectOption } from '../primitives'
import { composerMessages } from './messages'

export interface FormatSelectProps {
  formats: readonly string[]
  value: string
  onChange: (format: string) => void
}

/** Shown only when the instance has more than one format. */
export function FormatSelect({ formats, value, onChange }: FormatSelectProps) {
  const intl = useIntl()
  const options = useMemo(
    () => formats.map((format) => ({ value: format, label: format })),
    [formats],
  )
  if (formats.length <= 1) return null
  return (
    <Select
      className="composer-select"
      label={intl.formatMessage(composerMessages.format)}
      value={value}
      options={options}
      onChange={onChange}
    />
  )
}

export interface LanguageSelectProps {
  value: string | null
  onChange: (language: string | null) => void
}

// The select's value for "no language chosen" (codes are never empty).
const UNSET = ''

/** The post's language: each language once, named by the platform in the interface language. */
export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const intl = useIntl()
  const options = useMemo<SelectOption[]>(
    () => [
      { value: UNSET, label: intl.formatMessage(composerMessages.languageUnset) },
      ...languageOptions(intl.locale).map((o) => ({ value: o.code, label: o.name })),
    ],
    [intl],
  )
  return (
    <Select
      className="composer-select"
      label={intl.formatMessage(composerMessages.language)}
      value={value ?? UNSET}
      options={options}
      onChange={(next) => onChange(next === UNSET ? null : next)}
    />
  )
}

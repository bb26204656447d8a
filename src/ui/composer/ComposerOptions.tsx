import ISO6391 from 'iso-639-1'
import { useId, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { composerMessages } from './messages'

/** ISO 639-1 languages named in the interface language, sorted by that name. */
export function languageOptions(locale: string): { code: string; name: string }[] {
  const cached = languageCache.get(locale)
  if (cached) return cached
  const built = buildLanguageOptions(locale)
  languageCache.set(locale, built)
  return built
}

const languageCache = new Map<string, { code: string; name: string }[]>()

function buildLanguageOptions(locale: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' })
  } catch {
    names = null
  }
  return ISO6391.getAllCodes()
    .map((code) => ({ code, name: names?.of(code) ?? ISO6391.getName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

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

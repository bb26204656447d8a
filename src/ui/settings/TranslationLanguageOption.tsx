import { useIntl } from 'react-intl'
import { languageOptions } from '../../lib/languages'
import { loadTranslationLanguages, useLoad } from '../../state/loaders'
import { Select } from '../primitives'
import type { SelectOption } from '../primitives'
import { settingsMessages as m } from './messages'
import { useSettingsOwner } from './use-settings-owner'

interface Props {
  label: string
  value: string
  disabled: boolean
  onChange: (code: string) => void
}

/**
 * "Translate posts into": the languages the instance's translator writes (spec 2 §3
 * supportedTranslationLanguages) for a signed-in account, every language otherwise (or when the
 * instance does not say). Unset, posts are translated into the interface language.
 */
export function TranslationLanguageOption({ label, value, disabled, onChange }: Props) {
  const intl = useIntl()
  const { owner, signedIn } = useSettingsOwner()
  const languages = useLoad(
    signedIn ? owner : null,
    'translation-languages',
    loadTranslationLanguages,
  )
  const translator = languages.data ?? []
  const named: SelectOption[] =
    translator.length > 0
      ? translator.map((language) => ({ value: language.code, label: language.name }))
      : languageOptions(intl.locale).map((option) => ({ value: option.code, label: option.name }))
  // A code chosen before (or elsewhere) that the translator does not list stays shown.
  const kept =
    value !== '' && !named.some((option) => option.value === value)
      ? [{ value, label: intl.formatDisplayName(value, { type: 'language' }) ?? value }]
      : []
  return (
    <Select
      className="settings-option"
      label={label}
      value={value}
      options={[
        { value: '', label: intl.formatMessage(m.translationFromInterface) },
        ...named,
        ...kept,
      ]}
      disabled={disabled}
      onChange={onChange}
    />
  )
}

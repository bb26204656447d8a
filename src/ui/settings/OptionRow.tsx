import { useMemo } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { languageOptions } from '../../lib/languages'
import type { SettingName, Settings } from '../../settings/defaults'
import type { SettingUpdate } from '../../settings/store'
import { Select, Switch } from '../primitives'
import type { SelectOption } from '../primitives'
import { NumberOption } from './NumberOption'
import { TranslationLanguageOption } from './TranslationLanguageOption'
import { interfaceLanguages, type OptionSpec } from './option-catalogue'
import { choiceLabels, optionLabels } from './option-messages'
import { settingsMessages as m } from './messages'

interface Props {
  spec: OptionSpec
  settings: Settings
  change: (update: SettingUpdate) => boolean
}

function labelOf(intl: IntlShape, name: SettingName): string {
  const descriptor = optionLabels[name]
  return descriptor ? intl.formatMessage(descriptor) : name
}

/** A language named in itself (Deutsch, 日本語, العربية): who reads it can find it. */
function ownName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

function languageChoices(intl: IntlShape, name: SettingName): SelectOption[] {
  const unset = intl.formatMessage(
    name === 'interfaceLanguage' ? m.languageFromBrowser : m.languageUnset,
  )
  const named =
    name === 'interfaceLanguage'
      ? interfaceLanguages
          .filter((code) => code !== '')
          .map((code) => ({ value: code, label: ownName(code) }))
      : languageOptions(intl.locale).map((option) => ({ value: option.code, label: option.name }))
  return [{ value: '', label: unset }, ...named]
}

/** One local option, with the control its kind takes; changes are stored at once. */
export function OptionRow({ spec, settings, change }: Props) {
  const intl = useIntl()
  const { name, control } = spec
  const label = labelOf(intl, name)
  const value: unknown = settings[name]
  const disabled = spec.requires !== undefined && settings[spec.requires] !== true
  const set = (next: unknown) => change({ name, value: next } as SettingUpdate)
  const choices = useMemo((): SelectOption[] => {
    if (control.kind === 'language') return languageChoices(intl, name)
    if (control.kind !== 'select') return []
    return control.choices.map((choice) => {
      const descriptor = choiceLabels[name]?.[choice]
      return { value: choice, label: descriptor ? intl.formatMessage(descriptor) : choice }
    })
  }, [control, intl, name])

  if (name === 'translationLanguage')
    return (
      <TranslationLanguageOption
        label={label}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        onChange={(next) => set(next)}
      />
    )
  switch (control.kind) {
    case 'switch':
      return (
        <Switch
          className="settings-option"
          label={label}
          checked={name === 'expertLevel' ? value === 1 : value === true}
          disabled={disabled}
          onChange={(checked) => set(name === 'expertLevel' ? (checked ? 1 : 0) : checked)}
        />
      )
    case 'select':
    case 'language':
      return (
        <Select
          className="settings-option"
          label={label}
          value={typeof value === 'string' ? value : ''}
          options={choices}
          disabled={disabled}
          onChange={(next) => set(next)}
        />
      )
    case 'number':
      return (
        <NumberOption
          label={label}
          value={typeof value === 'number' ? value : control.min}
          min={control.min}
          max={control.max}
          onChange={(next) => set(next)}
        />
      )
  }
}

import { useId, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../i18n/define-messages'
import type { ColumnSettings } from './layout'
import { compileColumnFilters } from '../state/column-filters'
import { Select } from '../ui/primitives'
import { columnFiltersOf } from './timeline/settings-filters'

const m = defineMessages({
  title: { id: 'deck.settings.title', defaultMessage: 'Settings of {title}' },
  hideRepeats: { id: 'deck.settings.hide_repeats', defaultMessage: 'Hide repeats' },
  hideReplies: { id: 'deck.settings.hide_replies', defaultMessage: 'Hide replies' },
  hideBots: { id: 'deck.settings.hide_bots', defaultMessage: 'Hide posts by bots' },
  mediaOnly: { id: 'deck.settings.media_only', defaultMessage: 'Only posts with media' },
  streaming: { id: 'deck.settings.streaming', defaultMessage: 'Live updates (streaming)' },
  filters: {
    id: 'deck.settings.filters',
    defaultMessage: 'Hide posts containing (one word or /regular expression/ per line)',
  },
  invalid: {
    id: 'deck.settings.invalid_filter',
    defaultMessage: 'Not a valid regular expression: {filter}',
  },
  done: { id: 'deck.settings.done', defaultMessage: 'Done' },
})

type Toggle = 'hideRepeats' | 'hideReplies' | 'hideBots' | 'mediaOnly' | 'streaming'
const toggles: Toggle[] = ['hideRepeats', 'hideReplies', 'hideBots', 'mediaOnly', 'streaming']

/** One of the kind's choice params (DMs as conversations or as a timeline), changed here too. */
export interface ChoiceSetting {
  name: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

interface Props {
  title: string
  settings: ColumnSettings
  onChange: (settings: Partial<ColumnSettings>) => void
  onClose: () => void
  choices?: readonly ChoiceSetting[]
}

/** A column's own settings, shown under its header: what it hides and whether it streams. */
export function ColumnSettingsPanel({ title, settings, onChange, onClose, choices }: Props) {
  const intl = useIntl()
  const filtersId = useId()
  const [filterText, setFilterText] = useState(settings.filters.join('\n'))
  const invalid = useMemo(
    () =>
      compileColumnFilters(
        columnFiltersOf({ ...settings, filters: filterText.split('\n') }),
      ).errors.map((error) => error.pattern),
    [settings, filterText],
  )
  const saveFilters = () => {
    onChange({
      filters: filterText
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    })
  }
  return (
    <form
      className="column-settings"
      aria-label={intl.formatMessage(m.title, { title })}
      onSubmit={(event) => {
        event.preventDefault()
        saveFilters()
        onClose()
      }}
    >
      {choices?.map((choice) => (
        <Select
          key={choice.name}
          className="column-settings-choice"
          label={choice.label}
          value={choice.value}
          options={choice.options}
          onChange={choice.onChange}
        />
      ))}
      {toggles.map((name) => (
        <label key={name} className="column-settings-toggle">
          <input
            type="checkbox"
            checked={settings[name]}
            onChange={(event) => onChange({ [name]: event.currentTarget.checked })}
          />
          {intl.formatMessage(m[name])}
        </label>
      ))}
      <label htmlFor={filtersId}>{intl.formatMessage(m.filters)}</label>
      <textarea
        id={filtersId}
        rows={3}
        value={filterText}
        onChange={(event) => setFilterText(event.currentTarget.value)}
        onBlur={saveFilters}
        aria-invalid={invalid.length > 0}
      />
      {invalid.map((filter) => (
        <p key={filter} className="column-settings-error" role="alert">
          {intl.formatMessage(m.invalid, { filter })}
        </p>
      ))}
      <button type="submit">{intl.formatMessage(m.done)}</button>
    </form>
  )
}

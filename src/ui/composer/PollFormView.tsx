import { useId } from 'react'
import { useIntl } from 'react-intl'
import {
  addOption,
  canAddOption,
  canDeleteOption,
  clampExpiry,
  deleteOption,
  offeredUnits,
  setOption,
  type ExpiryUnit,
  type PollForm,
  type PollLimits,
} from '../../lib/composer/poll-form'
import { Icon } from '../common'
import { Select } from '../primitives'
import { pollFormMessages } from './messages'

export interface PollFormViewProps {
  form: PollForm
  limits: PollLimits
  onChange: (form: PollForm) => void
}

const unitMessages = {
  minutes: pollFormMessages.minutes,
  hours: pollFormMessages.hours,
  days: pollFormMessages.days,
}

/** Options (at least 2, at most max_options), single or multiple, and a clamped expiry. */
export function PollFormView({ form, limits, onChange }: PollFormViewProps) {
  const intl = useIntl()
  const id = useId()
  return (
    <fieldset className="composer-poll">
      {form.options.map((option, index) => (
        <div className="composer-poll-option" key={index}>
          <input
            type="text"
            aria-label={intl.formatMessage(pollFormMessages.option, { number: index + 1 })}
            placeholder={intl.formatMessage(pollFormMessages.option, { number: index + 1 })}
            value={option}
            maxLength={limits.max_option_chars > 0 ? limits.max_option_chars : undefined}
            onChange={(event) => onChange(setOption(form, index, event.target.value, limits))}
          />
          {canDeleteOption(form) && (
            <button
              type="button"
              className="composer-icon-button"
              aria-label={intl.formatMessage(pollFormMessages.deleteOption, { number: index + 1 })}
              onClick={() => onChange(deleteOption(form, index))}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
      ))}
      {canAddOption(form, limits) && (
        <button
          type="button"
          className="composer-link-button"
          onClick={() => onChange(addOption(form, limits))}
        >
          <Icon name="plus" /> {intl.formatMessage(pollFormMessages.addOption)}
        </button>
      )}
      <div className="composer-poll-settings">
        <Select
          label={intl.formatMessage(pollFormMessages.type)}
          value={form.multiple ? 'multiple' : 'single'}
          options={[
            { value: 'single', label: intl.formatMessage(pollFormMessages.single) },
            { value: 'multiple', label: intl.formatMessage(pollFormMessages.multiple) },
          ]}
          onChange={(type) => {
            onChange({ ...form, multiple: type === 'multiple' })
          }}
        />
        <label htmlFor={`${id}-amount`}>{intl.formatMessage(pollFormMessages.expiry)}</label>
        <input
          id={`${id}-amount`}
          type="number"
          min={1}
          value={form.expiryAmount}
          onChange={(event) => onChange({ ...form, expiryAmount: event.target.valueAsNumber })}
          onBlur={() => onChange(clampExpiry(form, limits))}
        />
        <Select
          label={intl.formatMessage(pollFormMessages.expiryUnit)}
          hideLabel
          value={form.expiryUnit}
          options={offeredUnits(limits).map((unit: ExpiryUnit) => ({
            value: unit,
            label: intl.formatMessage(unitMessages[unit]),
          }))}
          onChange={(unit) => {
            onChange(clampExpiry({ ...form, expiryUnit: unit }, limits))
          }}
        />
      </div>
    </fieldset>
  )
}

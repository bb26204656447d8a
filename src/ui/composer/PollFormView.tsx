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
        <label htmlFor={`${id}-type`}>{intl.formatMessage(pollFormMessages.type)}</label>
        <select
          id={`${id}-type`}
          value={form.multiple ? 'multiple' : 'single'}
          onChange={(event) => onChange({ ...form, multiple: event.target.value === 'multiple' })}
        >
          <option value="single">{intl.formatMessage(pollFormMessages.single)}</option>
          <option value="multiple">{intl.formatMessage(pollFormMessages.multiple)}</option>
        </select>
        <label htmlFor={`${id}-amount`}>{intl.formatMessage(pollFormMessages.expiry)}</label>
        <input
          id={`${id}-amount`}
          type="number"
          min={1}
          value={form.expiryAmount}
          onChange={(event) => onChange({ ...form, expiryAmount: event.target.valueAsNumber })}
          onBlur={() => onChange(clampExpiry(form, limits))}
        />
        <select
          aria-label={intl.formatMessage(pollFormMessages.expiryUnit)}
          value={form.expiryUnit}
          onChange={(event) => {
            const unit = offeredUnits(limits).find((u) => u === event.target.value)
            if (unit) onChange(clampExpiry({ ...form, expiryUnit: unit }, limits))
          }}
        >
          {offeredUnits(limits).map((unit: ExpiryUnit) => (
            <option key={unit} value={unit}>
              {intl.formatMessage(unitMessages[unit])}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}

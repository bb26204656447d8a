import { defineMessages, type MessageDescriptor } from '../../i18n/define-messages'

export const pollMessages = defineMessages({
  notEnoughOptions: {
    id: 'polls.not_enough_options',
    defaultMessage: 'Too few unique options in poll',
  },
})

export interface PollLimits {
  max_options: number
  max_option_chars: number
  /** Seconds. */
  min_expiration: number
  /** Seconds. */
  max_expiration: number
}

export type ExpiryUnit = 'minutes' | 'hours' | 'days'

export const unitSeconds: Record<ExpiryUnit, number> = {
  minutes: 60,
  hours: 60 * 60,
  days: 24 * 60 * 60,
}

const units: readonly ExpiryUnit[] = ['minutes', 'hours', 'days']

/** What the poll form holds while the user edits it. */
export interface PollForm {
  options: string[]
  multiple: boolean
  expiryAmount: number
  expiryUnit: ExpiryUnit
}

/** spec 2 §3 Poll draft: what is sent. */
export interface PollDraft {
  options: string[]
  multiple: boolean
  /** Seconds. */
  expiresIn: number
}

export const minPollFields = 2

/** spec 2 §9: single choice, 2 empty options, 10 minutes. */
export function defaultPollForm(): PollForm {
  return { options: ['', ''], multiple: false, expiryAmount: 10, expiryUnit: 'minutes' }
}

/** Polls are offered when the instance enables them with room for at least 2 options. */
export function pollsAvailable(instanceAllows: boolean, limits: PollLimits, disabled: boolean) {
  return instanceAllows && limits.max_options >= 2 && !disabled
}

export function canAddOption(form: PollForm, limits: PollLimits): boolean {
  return form.options.length < limits.max_options
}

export function addOption(form: PollForm, limits: PollLimits): PollForm {
  if (!canAddOption(form, limits)) return form
  return { ...form, options: [...form.options, ''] }
}

/** Delete is offered only beyond the 2 fields a poll always has. */
export function canDeleteOption(form: PollForm): boolean {
  return form.options.length > minPollFields
}

export function deleteOption(form: PollForm, index: number): PollForm {
  if (!canDeleteOption(form)) return form
  return { ...form, options: form.options.filter((_, i) => i !== index) }
}

export function setOption(form: PollForm, index: number, text: string, limits: PollLimits) {
  const clipped = limits.max_option_chars > 0 ? text.slice(0, limits.max_option_chars) : text
  return { ...form, options: form.options.map((o, i) => (i === index ? clipped : o)) }
}

/** Units whose single unit fits under the maximum expiry. */
export function offeredUnits(limits: PollLimits): ExpiryUnit[] {
  const fitting = units.filter((unit) => unitSeconds[unit] <= limits.max_expiration)
  return fitting.length > 0 ? fitting : ['minutes']
}

export function expirySeconds(form: Pick<PollForm, 'expiryAmount' | 'expiryUnit'>): number {
  return form.expiryAmount * unitSeconds[form.expiryUnit]
}

/** Keeps the amount within [min_expiration, max_expiration] as counted in the chosen unit. */
export function clampExpiry(form: PollForm, limits: PollLimits): PollForm {
  const unit = offeredUnits(limits).includes(form.expiryUnit) ? form.expiryUnit : 'minutes'
  const size = unitSeconds[unit]
  const min = Math.max(1, Math.ceil(limits.min_expiration / size))
  const max = Math.max(min, Math.floor(limits.max_expiration / size))
  const amount = Number.isFinite(form.expiryAmount) ? Math.round(form.expiryAmount) : min
  return { ...form, expiryUnit: unit, expiryAmount: Math.min(max, Math.max(min, amount)) }
}

/** Non-empty options, de-duplicated, in the order written. */
export function usableOptions(options: readonly string[]): string[] {
  return [...new Set(options.map((o) => o.trim()).filter((o) => o !== ''))]
}

/** A poll is sent only when at least one option holds text. */
export function hasPollContent(form: PollForm | null): boolean {
  return form !== null && form.options.some((o) => o.trim() !== '')
}

export type PollResult = { poll: PollDraft; error: null } | { poll: null; error: MessageDescriptor }

/** The poll draft of spec 2 §3, or the error that blocks posting. */
export function pollDraft(form: PollForm, limits: PollLimits): PollResult {
  const options = usableOptions(form.options)
  if (options.length < minPollFields) return { poll: null, error: pollMessages.notEnoughOptions }
  const clamped = clampExpiry(form, limits)
  return {
    poll: {
      options: options.slice(0, Math.max(minPollFields, limits.max_options)),
      multiple: form.multiple,
      expiresIn: expirySeconds(clamped),
    },
    error: null,
  }
}

/** The poll error that blocks posting, when a poll with content is attached. */
export function pollError(form: PollForm | null, limits: PollLimits): MessageDescriptor | null {
  if (!form || !hasPollContent(form)) return null
  return pollDraft(form, limits).error
}

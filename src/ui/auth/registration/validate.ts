import type { MessageDescriptor } from '../../../i18n/define-messages'
import { registrationMessages as m } from './messages'

export interface RegistrationFields {
  username: string
  fullname: string
  email: string
  password: string
  confirm: string
  bio: string
  reason: string
  /** Interface locale code (`pt_BR`); empty for the instance default. */
  language: string
}

export interface RegistrationRules {
  emailRequired: boolean
  reasonRequired: boolean
}

export type FieldErrors = Partial<Record<keyof RegistrationFields, MessageDescriptor>>

/** Spec 1 section 5: required and trimmed fields, conditional email and reason, confirmation. */
export function validateRegistration(
  fields: RegistrationFields,
  rules: RegistrationRules,
): FieldErrors {
  const errors: FieldErrors = {}
  if (fields.username.trim() === '') errors.username = m.usernameRequired
  if (fields.fullname.trim() === '') errors.fullname = m.fullnameRequired
  if (rules.emailRequired && fields.email.trim() === '') errors.email = m.emailRequired
  if (fields.password === '') errors.password = m.passwordRequired
  if (fields.confirm === '') errors.confirm = m.confirmRequired
  else if (fields.confirm !== fields.password) errors.confirm = m.confirmMatch
  if (rules.reasonRequired && fields.reason.trim() === '') errors.reason = m.reasonRequired
  return errors
}

/** Interface locale codes in the backend's form: `pt_BR` → `pt-BR`, special codes mapped. */
export function toBackendLocale(code: string): string {
  const special: Record<string, string> = { ja_easy: 'ja', zh_Hant: 'zh-HANT', zh: 'zh-Hans' }
  return (special[code] ?? code).replace(/_/g, '-')
}

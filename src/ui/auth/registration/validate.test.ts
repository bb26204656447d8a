import { describe, expect, it } from 'vitest'
import { registrationMessages as m } from './messages'
import { toBackendLocale, validateRegistration, type RegistrationFields } from './validate'

const valid: RegistrationFields = {
  username: 'alice',
  fullname: 'Alice',
  email: '',
  password: 'secret',
  confirm: 'secret',
  bio: '',
  reason: '',
  language: '',
}
const open = { emailRequired: false, reasonRequired: false }

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid, open)).toEqual({})
  })

  it('requires trimmed username and display name, password and confirmation', () => {
    expect(
      validateRegistration(
        { ...valid, username: '  ', fullname: ' ', password: '', confirm: '' },
        open,
      ),
    ).toEqual({
      username: m.usernameRequired,
      fullname: m.fullnameRequired,
      password: m.passwordRequired,
      confirm: m.confirmRequired,
    })
  })

  it('requires the confirmation to match', () => {
    expect(validateRegistration({ ...valid, confirm: 'other' }, open)).toEqual({
      confirm: m.confirmMatch,
    })
  })

  it('requires email only with activation, and a reason only with approval', () => {
    expect(validateRegistration(valid, { emailRequired: true, reasonRequired: true })).toEqual({
      email: m.emailRequired,
      reason: m.reasonRequired,
    })
  })
})

describe('toBackendLocale', () => {
  it('turns interface codes into the backend form', () => {
    expect(toBackendLocale('pt_BR')).toBe('pt-BR')
    expect(toBackendLocale('en')).toBe('en')
    expect(toBackendLocale('zh')).toBe('zh-Hans')
  })
})

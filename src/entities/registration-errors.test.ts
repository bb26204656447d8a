import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatRegistrationErrors, parseRegistrationErrors } from './registration-errors.ts'
import { fixtures } from './test-fixtures.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('formatRegistrationErrors', () => {
  it('reads the JSON-encoded error string Akkoma sends', () => {
    const body = { error: '{"email":["has already been taken"]}' }
    expect(formatRegistrationErrors(body)).toEqual(['Email has already been taken.'])
  })

  it('writes one sentence per message per field', () => {
    const body = {
      error: JSON.stringify({
        password: ['is too short', 'is too common'],
        captcha: ['Invalid CAPTCHA'],
      }),
    }
    expect(formatRegistrationErrors(body)).toEqual([
      'Password is too short.',
      'Password is too common.',
      'Captcha Invalid CAPTCHA.',
    ])
  })

  it('renames ap_id to username', () => {
    const body = { error: '{"ap_id":["has already been taken"]}' }
    expect(parseRegistrationErrors(body)).toEqual([
      { field: 'username', messages: ['has already been taken'] },
    ])
    expect(formatRegistrationErrors(body)).toEqual(['Username has already been taken.'])
  })

  it('turns underscores in field names into spaces and keeps final punctuation', () => {
    const body = { errors: { confirm_password: ['does not match.'] } }
    expect(formatRegistrationErrors(body)).toEqual(['Confirm password does not match.'])
  })

  it('reads a raw JSON string body and a map sent directly', () => {
    expect(formatRegistrationErrors('{"error":"{\\"bio\\":[\\"is too long\\"]}"}')).toEqual([
      'Bio is too long.',
    ])
    expect(formatRegistrationErrors({ error: { email: 'is invalid' } })).toEqual([
      'Email is invalid.',
    ])
  })

  it('keeps a plain error text as one sentence', () => {
    expect(formatRegistrationErrors({ error: 'Missing parameters' })).toEqual([
      'Missing parameters.',
    ])
    expect(formatRegistrationErrors(fixtures.validationError)).toEqual(['Missing field: email.'])
  })

  it('returns nothing, with a warning, for unreadable bodies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(formatRegistrationErrors(null)).toEqual([])
    expect(formatRegistrationErrors(42)).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

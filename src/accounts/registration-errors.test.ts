import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { registrationErrorsOf } from './registration-errors'

const badRequest = (body: unknown) => new ApiError({ kind: 'http', status: 400, body })

describe('registrationErrorsOf', () => {
  it('turns Akkoma field errors (JSON inside error) into one sentence per message', () => {
    const error = badRequest({
      error: JSON.stringify({ ap_id: ['has already been taken'], email: ['has invalid format'] }),
    })
    expect(registrationErrorsOf(error)).toEqual([
      'Username has already been taken',
      'Email has invalid format',
    ])
  })

  it('reads a plain field map and a plain message', () => {
    expect(registrationErrorsOf(badRequest({ errors: { password: 'is too short' } }))).toEqual([
      'Password is too short',
    ])
    expect(registrationErrorsOf(badRequest({ error: 'Registrations are closed.' }))).toEqual([
      'Registrations are closed.',
    ])
  })

  it('gives nothing to list for a network failure', () => {
    expect(registrationErrorsOf(new ApiError({ kind: 'network', status: 0 }))).toEqual([])
  })
})

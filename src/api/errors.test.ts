import { describe, expect, it } from 'vitest'
import validationError from '../../tests/fixtures/api/openapi-validation-error.json'
import { bodyCarriesError, serverMessageOf } from './errors'

describe('serverMessageOf', () => {
  it("reads Akkoma's error field", () => {
    expect(serverMessageOf({ error: 'Record not found' })).toBe('Record not found')
  })

  it('prefers the joined error of an OpenAPI validation body', () => {
    expect(serverMessageOf(validationError)).toBe('Missing field: email.')
    expect(serverMessageOf({ errors: validationError.errors })).toBe('Missing field: email')
  })

  it('reads a bare JSON string (the unhandled-error fallback)', () => {
    expect(serverMessageOf('Something went wrong')).toBe('Something went wrong')
  })

  it('reads field errors given as a map', () => {
    expect(serverMessageOf({ errors: { email: ['has already been taken'] } })).toBe(
      'email has already been taken',
    )
  })

  it('gives undefined for bodies without a message', () => {
    expect(serverMessageOf(undefined)).toBeUndefined()
    expect(serverMessageOf({ id: '1' })).toBeUndefined()
    expect(serverMessageOf([1, 2])).toBeUndefined()
  })
})

describe('bodyCarriesError', () => {
  it('spots error and errors on objects only', () => {
    expect(bodyCarriesError({ error: 'Invalid password.' })).toBe(true)
    expect(bodyCarriesError(validationError)).toBe(true)
    expect(bodyCarriesError({ status: 'success' })).toBe(false)
    expect(bodyCarriesError([{ error: 'x' }])).toBe(false)
  })
})

import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import type { MessageDescriptor } from '../i18n/define-messages'
import { plainText } from './plain-text'

const written: MessageDescriptor = {
  id: 'test.gone',
  defaultMessage: 'Status {id} is gone',
}

describe('plainText', () => {
  it('fills the placeholders of a message as written', () => {
    expect(plainText({ descriptor: written, values: { id: 7 } })).toBe('Status 7 is gone')
  })

  it('reads a message the build compiled to its syntax tree the same way', () => {
    const compiled = { ...written, defaultMessage: parse(written.defaultMessage) }
    const descriptor = compiled as unknown as MessageDescriptor
    expect(plainText({ descriptor, values: { id: 7 } })).toBe('Status 7 is gone')
    expect(plainText({ descriptor })).toBe('Status {id} is gone')
  })
})

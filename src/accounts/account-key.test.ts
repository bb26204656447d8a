import { describe, expect, it } from 'vitest'
import {
  accountKeyOf,
  isVisitorKey,
  normalizeBaseUrl,
  parseAccountKey,
  visitorKeyOf,
} from './account-key'

describe('account keys', () => {
  it('are nickname@host in lower case, with the port when not the default', () => {
    expect(accountKeyOf('Alice', 'https://Social.Example/')).toBe('alice@social.example')
    expect(accountKeyOf('alice', 'http://127.0.0.1:4000')).toBe('alice@127.0.0.1:4000')
    expect(accountKeyOf('alice', 'https://social.example:443')).toBe('alice@social.example')
  })

  it('name visitors of an instance apart from any account', () => {
    const key = visitorKeyOf('https://social.example')
    expect(key).toBe('~visitor@social.example')
    expect(isVisitorKey(key)).toBe(true)
    expect(isVisitorKey('alice@social.example')).toBe(false)
  })

  it('parse back into nickname and host', () => {
    expect(parseAccountKey('alice@127.0.0.1:4000')).toEqual({
      nickname: 'alice',
      host: '127.0.0.1:4000',
    })
    expect(parseAccountKey('no-at-sign')).toBeUndefined()
  })

  it('normalise typed instance addresses to an origin, https by default', () => {
    expect(normalizeBaseUrl(' social.example ')).toBe('https://social.example')
    expect(normalizeBaseUrl('http://127.0.0.1:4000/some/path')).toBe('http://127.0.0.1:4000')
    expect(() => normalizeBaseUrl('not a host')).toThrow()
  })
})

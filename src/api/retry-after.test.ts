import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './retry-after'

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })

  it('reads an HTTP-date relative to now, never negative', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0)
  })

  it('gives undefined for missing or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-3', now)).toBeUndefined()
  })
})

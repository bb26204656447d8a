import { describe, expect, it } from 'vitest'
import { resolveLook } from './look'

describe('the look', () => {
  it('is the chosen one, or the system preference when following the system', () => {
    expect(resolveLook('light-hc', { dark: true, moreContrast: false })).toBe('light-hc')
    expect(resolveLook('system', { dark: true, moreContrast: false })).toBe('dark')
    expect(resolveLook('system', { dark: false, moreContrast: true })).toBe('light-hc')
  })
})

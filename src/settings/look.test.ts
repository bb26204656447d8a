import { describe, expect, it } from 'vitest'
import { lookOfTheme, resolveLook } from './look'

describe('the look an account theme asks for', () => {
  it('is a built-in look by its name', () => {
    expect(lookOfTheme('light-hc')).toBe('light-hc')
    expect(lookOfTheme('system')).toBe('system')
  })

  it('falls back to the dark default for any other theme', () => {
    expect(lookOfTheme('pleroma-dark')).toBe('dark')
    expect(lookOfTheme('redmond-xx')).toBe('dark')
    expect(resolveLook(lookOfTheme('pleroma-light'), { dark: false, moreContrast: false })).toBe(
      'dark',
    )
  })
})

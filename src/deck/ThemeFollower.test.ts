import { describe, expect, it } from 'vitest'
import { themeToDraw } from './ThemeFollower'

describe('the theme to draw', () => {
  it("is the user's choice whatever the instance's default", () => {
    expect(themeToDraw('redmond-xx', 'pleroma-light', false)).toBe('redmond-xx')
    expect(themeToDraw('custom', 'pleroma-light', true)).toBe('custom')
    expect(themeToDraw('dark', 'pleroma-light', false)).toBe('dark')
  })

  it("is the instance's default until the user or this device chooses", () => {
    expect(themeToDraw(undefined, 'redmond-xx', false)).toBe('redmond-xx')
    expect(themeToDraw(undefined, 'redmond-xx', true)).toBeUndefined()
  })

  it("leaves the built-in look to follow the system under Akkoma's stock default", () => {
    expect(themeToDraw(undefined, 'pleroma-dark', false)).toBeUndefined()
    expect(themeToDraw(undefined, '', false)).toBeUndefined()
  })
})

import { renderHook } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { visitorKeyOf } from '../accounts'
import { settingsAtoms } from './store'
import { isLook, themeToDraw, useThemeInUse } from './theme-choice'

describe('the theme to draw', () => {
  it("is the user's choice whatever the instance's default", () => {
    expect(themeToDraw('redmond-xx', 'pleroma-light', false)).toBe('redmond-xx')
    expect(themeToDraw('custom', 'pleroma-light', true)).toBe('custom')
    expect(themeToDraw('dark', 'pleroma-light', false)).toBe('dark')
    expect(themeToDraw('system', 'pleroma-dark', false)).toBe('system')
  })

  it("is the instance's default, whatever its name, until the user or this device chooses", () => {
    expect(themeToDraw(undefined, 'redmond-xx', false)).toBe('redmond-xx')
    // Akkoma's stock default is a theme like any other: the instance's config names it.
    expect(themeToDraw(undefined, 'pleroma-dark', false)).toBe('pleroma-dark')
    expect(themeToDraw(undefined, 'light', false)).toBe('light')
    expect(themeToDraw(undefined, 'redmond-xx', true)).toBeUndefined()
  })

  it('leaves the look of this device (or the system) when the instance names none', () => {
    expect(themeToDraw(undefined, undefined, false)).toBeUndefined()
    expect(themeToDraw(undefined, '', false)).toBeUndefined()
  })

  it('tells the built-in looks from themes', () => {
    expect(isLook('dark-hc')).toBe(true)
    expect(isLook('system')).toBe(true)
    expect(isLook('pleroma-dark')).toBe(false)
    expect(isLook('custom')).toBe(false)
  })
})

describe('the theme in use', () => {
  const owner = visitorKeyOf(location.origin)
  const inUse = (store: ReturnType<typeof createStore>) =>
    renderHook(() => useThemeInUse(owner), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    }).result

  afterEach(() => {
    localStorage.clear()
  })

  it("is the instance's default, drawn for the user who chose nothing", () => {
    const store = createStore()
    store.set(settingsAtoms(store, owner).instance, { theme: 'pleroma-dark' })
    expect(inUse(store).current).toEqual({ theme: 'pleroma-dark', byInstance: true })
  })

  it("is the user's choice over the instance's default", () => {
    const store = createStore()
    store.set(settingsAtoms(store, owner).instance, { theme: 'pleroma-dark' })
    store.set(settingsAtoms(store, owner).user, { theme: 'light' })
    expect(inUse(store).current).toEqual({ theme: 'light', byInstance: false })
  })

  it("is this device's look when the instance names no theme", () => {
    const store = createStore()
    expect(inUse(store).current).toEqual({ theme: 'system', byInstance: false })
  })
})

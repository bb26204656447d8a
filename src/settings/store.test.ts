import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropSettingsAtoms, settingsAtoms } from './store'

describe('settings store', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('persists a change per account and reads it back after a reload', () => {
    const store = createStore()
    const atoms = settingsAtoms(store, 'lain@akkoma.example')
    store.set(atoms.set, { name: 'hideNsfw', value: false })
    expect(store.get(atoms.effective).hideNsfw).toBe(false)

    dropSettingsAtoms(store, 'lain@akkoma.example')
    const reloaded = settingsAtoms(store, 'lain@akkoma.example')
    expect(reloaded).not.toBe(atoms)
    expect(store.get(reloaded.effective).hideNsfw).toBe(false)
    const other = createStore()
    expect(other.get(settingsAtoms(other, 'mint@other.example').effective).hideNsfw).toBe(true)
  })

  it('applies the instance defaults under the user choices', () => {
    const store = createStore()
    const atoms = settingsAtoms(store, 'lain@akkoma.example')
    store.set(atoms.instance, { modalOnRepeat: true, hidePostStats: true })
    store.set(atoms.set, { name: 'hidePostStats', value: false })
    expect(store.get(atoms.effective)).toMatchObject({ modalOnRepeat: true, hidePostStats: false })
  })

  it('keeps the valid stored settings when one stored value is bad', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(
      'settings:lain@akkoma.example',
      JSON.stringify({ version: 1, data: { hideNsfw: false, maxThumbnails: -3 } }),
    )
    const store = createStore()
    const effective = store.get(settingsAtoms(store, 'lain@akkoma.example').effective)
    expect(effective.hideNsfw).toBe(false)
    expect(effective.maxThumbnails).toBe(16)
  })

  it('reads what the first version stored, and names a bad value in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(
      'settings:mint@akkoma.example',
      JSON.stringify({ version: 1, data: { hideNsfw: false, theme: '<script>' } }),
    )
    const store = createStore()
    const atoms = settingsAtoms(store, 'mint@akkoma.example')
    expect(store.get(atoms.user)).toEqual({ hideNsfw: false })
    expect(store.get(atoms.updatedAt)).toBe(0)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('theme'))
  })

  it('stamps each change, and replaces everything at once with a given stamp', () => {
    const store = createStore()
    const atoms = settingsAtoms(store, 'stamp@akkoma.example')
    vi.spyOn(Date, 'now').mockReturnValue(1234)
    expect(store.set(atoms.set, { name: 'hideNsfw', value: false })).toBe(true)
    expect(store.get(atoms.updatedAt)).toBe(1234)
    store.set(atoms.replace, { maxThumbnails: 3 }, 99)
    expect(store.get(atoms.user)).toEqual({ maxThumbnails: 3 })
    expect(store.get(atoms.updatedAt)).toBe(99)
    dropSettingsAtoms(store, 'stamp@akkoma.example')
    expect(store.get(settingsAtoms(store, 'stamp@akkoma.example').updatedAt)).toBe(99)
  })
})

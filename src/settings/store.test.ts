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
})

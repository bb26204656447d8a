import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import {
  closedSettings,
  settingsModalAtom,
  settingsModalDispatchAtom,
  settingsModalReducer,
  openSettingsAtom,
} from './settings-opener'

describe('the settings modal state', () => {
  it('goes hidden → visible → minimised → visible → hidden', () => {
    let modal = settingsModalReducer(closedSettings, { type: 'open' })
    expect(modal).toEqual({ state: 'visible', tab: 'general', loaded: true })
    modal = settingsModalReducer(modal, { type: 'toggleMinimize' })
    expect(modal.state).toBe('minimized')
    modal = settingsModalReducer(modal, { type: 'toggleMinimize' })
    expect(modal.state).toBe('visible')
    modal = settingsModalReducer(modal, { type: 'close' })
    // Its content stays loaded once it was opened.
    expect(modal).toEqual({ state: 'hidden', tab: 'general', loaded: true })
  })

  it('refuses to minimise while hidden', () => {
    expect(() => settingsModalReducer(closedSettings, { type: 'toggleMinimize' })).toThrow(
      'Illegal minimization state',
    )
  })

  it('opens on a target tab, else where it was left, and loads only on the first opening', () => {
    const store = createStore()
    expect(store.get(settingsModalAtom).loaded).toBe(false)
    store.set(openSettingsAtom, 'profile')
    expect(store.get(settingsModalAtom)).toEqual({ state: 'visible', tab: 'profile', loaded: true })
    store.set(settingsModalDispatchAtom, { type: 'close' })
    store.set(openSettingsAtom)
    expect(store.get(settingsModalAtom).tab).toBe('profile')
  })
})

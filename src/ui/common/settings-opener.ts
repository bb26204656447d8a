// The settings modal's state (spec 1 section 4: hidden, visible, minimised) and the one way any
// screen opens it: `useOpenSettings()('profile')` (the user card's edit-profile button opens it
// on the profile tab), or `store.set(settingsOpenerAtom, tab)` outside React. The modal itself
// loads on its first opening (src/deck/SettingsHost.tsx).

import { atom, useSetAtom } from 'jotai'
import { useCallback } from 'react'

export const settingsTabs = [
  'general',
  'profile',
  'notifications',
  'filters',
  'security',
  'blocks',
  'mutes',
  'data',
  'theme',
  'profiles',
] as const
export type SettingsTab = (typeof settingsTabs)[number]

export type SettingsModalState = 'hidden' | 'visible' | 'minimized'

export interface SettingsModal {
  state: SettingsModalState
  tab: SettingsTab
  /** Opened at least once: its content is loaded and stays loaded. */
  loaded: boolean
}

export type SettingsModalAction =
  { type: 'open'; tab?: SettingsTab } | { type: 'close' } | { type: 'toggleMinimize' }

export const closedSettings: SettingsModal = { state: 'hidden', tab: 'general', loaded: false }

export function settingsModalReducer(
  modal: SettingsModal,
  action: SettingsModalAction,
): SettingsModal {
  switch (action.type) {
    case 'open':
      return { state: 'visible', tab: action.tab ?? modal.tab, loaded: true }
    case 'close':
      return { ...modal, state: 'hidden' }
    case 'toggleMinimize':
      if (modal.state === 'hidden') throw new Error('Illegal minimization state')
      return { ...modal, state: modal.state === 'visible' ? 'minimized' : 'visible' }
  }
}

export const settingsModalAtom = atom<SettingsModal>(closedSettings)

/** Acts on the settings modal (open on a tab, close, minimise or restore). */
export const settingsModalDispatchAtom = atom(null, (get, set, action: SettingsModalAction) => {
  set(settingsModalAtom, settingsModalReducer(get(settingsModalAtom), action))
})

/** Opens the settings modal, on `tab` when given (else where it was last). */
export const settingsOpenerAtom = atom(null, (_get, set, tab?: SettingsTab) => {
  set(settingsModalDispatchAtom, tab ? { type: 'open', tab } : { type: 'open' })
})

/** `openSettings(tab?)` for a component: opens the settings modal. */
export function useOpenSettings(): (tab?: SettingsTab) => void {
  const open = useSetAtom(settingsOpenerAtom)
  return useCallback((tab?: SettingsTab) => open(tab), [open])
}

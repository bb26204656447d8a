// The settings modal's state (spec 1 section 4: hidden, visible, minimised) and the ways other
// screens open it: `settingsOpenerAtom` holds `{ open(tab?) }` once the settings screen exists
// (the user card and the profile read it for their edit-profile button, and show no button
// while it is null); in this client `useOpenSettings()` and `openSettingsAtom` do the same. The
// modal itself loads on its first opening (src/deck/SettingsHost.tsx, which also sets the
// opener).

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
export const openSettingsAtom = atom(null, (_get, set, tab?: SettingsTab) => {
  set(settingsModalDispatchAtom, tab ? { type: 'open', tab } : { type: 'open' })
})

/** `openSettings(tab?)` for a component: opens the settings modal. */
export function useOpenSettings(): (tab?: SettingsTab) => void {
  const open = useSetAtom(openSettingsAtom)
  return useCallback((tab?: SettingsTab) => open(tab), [open])
}

export function isSettingsTab(tab: string): tab is SettingsTab {
  return (settingsTabs as readonly string[]).includes(tab)
}

/**
 * Where the settings screen opens from elsewhere (the card's "Edit profile" opens it on the
 * profile tab): null until the settings screen is there (SettingsHost sets it), so the buttons
 * that would open it are not shown before.
 */
export interface SettingsOpener {
  open: (tab?: string) => void
}

export const settingsOpenerAtom = atom<SettingsOpener | null>(null)

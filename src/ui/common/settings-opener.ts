import { atom } from 'jotai'

/**
 * Where the settings screen opens from elsewhere (the card's "Edit profile" opens it on the
 * profile tab). The settings work sets `open` when its screen exists; until then it is null and
 * the buttons that would open it are not shown.
 */
export interface SettingsOpener {
  open: (tab?: string) => void
}

export const settingsOpenerAtom = atom<SettingsOpener | null>(null)

// What the settings screen says after a change (spec 3 section 8, "settings save"): saved, which
// clears itself after a moment, or an error, which stays until the next change succeeds.

import { atom, type Store } from 'jotai'
import { defineMessages, type UserMessage } from '../i18n/define-messages'
import type { SettingUpdate } from '../settings/store'
import { settingsAtoms } from '../settings/store'

export const settingsStatusMessages = defineMessages({
  saved: { id: 'settings.saved', defaultMessage: 'Settings saved' },
  saveError: { id: 'settings.save_error', defaultMessage: 'Error saving settings' },
  syncError: {
    id: 'settings.sync_error',
    defaultMessage: 'Could not synchronize settings: {detail}',
  },
})

/** How long "saved" stays (ms); an error stays until dismissed or replaced. */
export const SAVED_NOTICE_MS = 2000

export interface SettingsSaveStatus {
  kind: 'saved' | 'error'
  message: UserMessage
  /** Changes with every report, so the same message twice restarts its timer. */
  serial: number
}

export const settingsSaveStatusAtom = atom<SettingsSaveStatus | null>(null)

let serial = 0

export function reportSettingsSave(store: Store, ok: boolean, error?: UserMessage): void {
  serial += 1
  store.set(settingsSaveStatusAtom, {
    kind: ok ? 'saved' : 'error',
    message: ok
      ? { descriptor: settingsStatusMessages.saved }
      : (error ?? { descriptor: settingsStatusMessages.saveError }),
    serial,
  })
}

/** Sets one of the owner's settings from the settings screen, and says whether it was kept. */
export function changeSetting(store: Store, owner: string, update: SettingUpdate): boolean {
  const ok = store.set(settingsAtoms(store, owner).set, update)
  reportSettingsSave(store, ok)
  return ok
}

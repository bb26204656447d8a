// Settings profiles (spec 3: "settings profile with name and version"): named sets of settings
// the account keeps on the server, one of them in use (the `profile` setting). Akkoma-FE's own
// profiles on the same server can be read, taken over and deleted.

import type { Store } from 'jotai'
import {
  deleteSettingsProfile as deleteAkkomaFeProfile,
  fetchSettingsProfile,
  fetchSettingsProfiles,
} from '../api/settings'
import type { Settings } from '../settings/defaults'
import { num } from '../entities/coerce'
import { checkSettings } from '../settings/schema'
import { settingsAtoms } from '../settings/store'
import type { ActionResult } from './action-result'
import { attemptWith } from './account-settings/failure'
import { accountSettingsErrors as e } from './account-settings/messages'
import { clientOf, type LoadTarget } from './loaders/target'
import { deleteSettingsProfile, profileCopy, pullSettings } from './settings-sync'

export const profileNamePattern = /^[\w-]{1,40}$/

/**
 * Switches to the named profile: its stored settings when the server has it, else a copy of
 * the current ones under the new name (saved by the sync a moment later).
 */
export function switchSettingsProfile(
  target: LoadTarget,
  name: string,
): Promise<ActionResult<'loaded' | 'created'>> {
  return attemptWith(e.profiles, async () => {
    const atoms = settingsAtoms(target.store, target.accountKey)
    const remote = await pullSettings(target, name)
    if (remote.stored) {
      target.store.set(atoms.replace, remote.stored.values, remote.stored.updatedAt)
      return 'loaded'
    }
    target.store.set(atoms.replace, profileCopy(target.store.get(atoms.user), name))
    return 'created'
  })
}

export function removeSettingsProfile(target: LoadTarget, name: string) {
  return attemptWith(e.profiles, async () => {
    await deleteSettingsProfile(target, name)
    return undefined
  })
}

export interface AkkomaFeProfile {
  name: string
  version: number
}

export async function loadAkkomaFeProfiles(target: LoadTarget): Promise<AkkomaFeProfile[]> {
  const answer = await fetchSettingsProfiles(clientOf(target))
  if (!Array.isArray(answer)) return []
  return answer.flatMap((entry) =>
    typeof entry.name === 'string' ? [{ name: entry.name, version: num(entry.version) }] : [],
  )
}

/** Takes the options this client knows from an Akkoma-FE profile; the rest is left out. */
export function adoptAkkomaFeProfile(
  target: LoadTarget,
  name: string,
): Promise<ActionResult<{ applied: number; ignored: number }>> {
  return attemptWith(e.profiles, async () => {
    const found = await fetchSettingsProfile(clientOf(target), name)
    const checked = checkSettings(found.settings)
    // The profile in use stays this client's own.
    const { profile: _ignored, ...taken } = checked.settings
    applyOver(target.store, target.accountKey, taken)
    return { applied: Object.keys(taken).length, ignored: checked.dropped.length }
  })
}

function applyOver(store: Store, owner: string, values: Partial<Settings>): void {
  const atoms = settingsAtoms(store, owner)
  store.set(atoms.replace, { ...store.get(atoms.user), ...values })
}

export function deleteAkkomaFeSettingsProfile(target: LoadTarget, name: string) {
  return attemptWith(e.profiles, async () => {
    await deleteAkkomaFeProfile(clientOf(target), name)
    return undefined
  })
}

// The user's settings follow them: each account keeps them in the server's front-end settings,
// under this front end's name, one profile per named settings profile (the `profile` setting,
// "default" at first). The rules are the deck layout's: a save carries the stored version plus
// one, and when two browsers disagree the copy changed last wins.

import * as v from 'valibot'
import { deleteFrontendProfile, fetchFrontendProfiles } from '../api/frontend-profiles'
import type { Settings } from '../settings/defaults'
import { num } from '../entities/coerce'
import { checkSettings } from '../settings/schema'
import type { StoredSettings } from '../settings/store'
import { loadFrontendProfile, saveFrontendProfile, type LoadTarget } from './loaders'
import { clientOf } from './loaders/target'

export const settingsFrontend = 'akkoma-deck'
const prefix = 'settings-'

/** The server-side profile that holds the settings profile `name`. */
export const serverProfileOf = (name: string) => `${prefix}${name}`

export interface RemoteSettings {
  /** What the server holds, null when nothing (or nothing valid) is stored. */
  stored: StoredSettings | null
  /** The version the server holds; the next save sends this plus one. 0 when nothing is stored. */
  version: number
}

const storedSchema = v.object({
  settings: v.record(v.string(), v.unknown()),
  updatedAt: v.pipe(v.number(), v.finite()),
})

/** The named settings profile as the server holds it; invalid values are left out, logged. */
export async function pullSettings(target: LoadTarget, name: string): Promise<RemoteSettings> {
  const found = await loadFrontendProfile(target, settingsFrontend, serverProfileOf(name))
  if (!found) return { stored: null, version: 0 }
  const parsed = v.safeParse(storedSchema, found.settings)
  if (!parsed.success) {
    console.warn(`The settings profile "${name}" stored on the server is not valid; ignoring it`)
    return { stored: null, version: found.version }
  }
  const checked = checkSettings(parsed.output.settings)
  if (checked.dropped.length > 0) {
    console.warn(
      `The settings profile "${name}" on the server has invalid or unknown options, left out: ${checked.dropped.join(', ')}`,
    )
  }
  return {
    stored: { values: { ...checked.settings, profile: name }, updatedAt: parsed.output.updatedAt },
    version: found.version,
  }
}

const save = (target: LoadTarget, name: string, local: StoredSettings, version: number) =>
  saveFrontendProfile(
    target,
    settingsFrontend,
    serverProfileOf(name),
    { settings: local.values, updatedAt: local.updatedAt },
    version,
  )

/**
 * Saves the settings as the next version. When another browser saved in between, the server's
 * copy is read again: the newer one wins, and the local one is saved over an older.
 */
export async function pushSettings(
  target: LoadTarget,
  name: string,
  local: StoredSettings,
  knownVersion: number,
): Promise<RemoteSettings> {
  if (await save(target, name, local, knownVersion + 1)) {
    return { stored: local, version: knownVersion + 1 }
  }
  const remote = await pullSettings(target, name)
  if (remote.stored && remote.stored.updatedAt >= local.updatedAt) return remote
  if (!(await save(target, name, local, remote.version + 1))) {
    throw new Error('The settings changed on the server again while saving')
  }
  return { stored: local, version: remote.version + 1 }
}

export interface SettingsProfileInfo {
  name: string
  version: number
}

/** The settings profiles this account keeps on the server. */
export async function listSettingsProfiles(target: LoadTarget): Promise<SettingsProfileInfo[]> {
  const all = await fetchFrontendProfiles(clientOf(target), settingsFrontend)
  return all
    .filter((entry) => typeof entry.name === 'string' && entry.name.startsWith(prefix))
    .map((entry) => ({ name: entry.name.slice(prefix.length), version: num(entry.version) }))
}

export function deleteSettingsProfile(target: LoadTarget, name: string): Promise<void> {
  return deleteFrontendProfile(clientOf(target), settingsFrontend, serverProfileOf(name))
}

/** The values a profile starts with when it is made from the current settings. */
export function profileCopy(values: Partial<Settings>, name: string): Partial<Settings> {
  return { ...values, profile: name }
}

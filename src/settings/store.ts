import { atom, useStore, type Atom, type Store, type WritableAtom } from 'jotai'
import * as v from 'valibot'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../lib/persisted'
import { keyedAtoms } from '../lib/keyed-atoms'
import type { SettingName, Settings } from './defaults'
import { checkSettings, effectiveSettings } from './schema'

/** Whose settings: a signed-in account ("nick@host"), or visitors of an instance. */
export type SettingsOwner = string

function spec(owner: SettingsOwner): PersistedSpec<Partial<Settings>> {
  return {
    key: `settings:${owner}`,
    version: 1,
    // Checked field by field below, so one bad value never costs the others.
    schema: v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((raw) => checkSettings(raw).settings),
    ),
    defaults: () => ({}),
  }
}

export interface SettingsAtoms {
  /** What the user chose, as stored. */
  user: WritableAtom<Partial<Settings>, [Partial<Settings>], void>
  /** The instance's defaults (from its front-end configuration), set at boot. */
  instance: WritableAtom<Partial<Settings>, [Partial<Settings>], void>
  /** What every component reads: built-ins, then instance, then user. */
  effective: Atom<Settings>
  /** Sets one setting and persists the user's choices. */
  set: WritableAtom<null, [SettingUpdate], void>
}

export type SettingUpdate = {
  [K in SettingName]: { name: K; value: Settings[K] }
}[SettingName]

const owners = keyedAtoms<SettingsOwner, SettingsAtoms>()

/** The settings atoms of an owner in a store, read from storage on first use. */
export function settingsAtoms(store: Store, owner: SettingsOwner): SettingsAtoms {
  return owners.get(store, owner, createSettingsAtoms)
}

/** The settings atoms of an owner in the component's store. */
export function useSettingsAtoms(owner: SettingsOwner): SettingsAtoms {
  return settingsAtoms(useStore(), owner)
}

function createSettingsAtoms(owner: SettingsOwner): SettingsAtoms {
  const stored = readPersisted(usableStorage(), spec(owner)).value
  const user = atom(stored)
  const instance = atom<Partial<Settings>>({})
  const effective = atom((get) => effectiveSettings(get(instance), get(user)))
  const set = atom(null, (get, setAtom, update: SettingUpdate) => {
    const next = { ...get(user), [update.name]: update.value }
    setAtom(user, next)
    writePersisted(usableStorage(), spec(owner), next)
  })
  return { user, instance, effective, set }
}

/** Forget an owner's atoms (after logout); what is stored stays for the next sign-in. */
export function dropSettingsAtoms(store: Store, owner: SettingsOwner): void {
  owners.remove(store, owner)
}

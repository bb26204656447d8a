import { atom, useStore, type Atom, type Store, type WritableAtom } from 'jotai'
import * as v from 'valibot'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../lib/persisted'
import { keyedAtoms } from '../lib/keyed-atoms'
import type { SettingName, Settings } from './defaults'
import { checkSettings, effectiveSettings } from './schema'

/** Whose settings: a signed-in account ("nick@host"), or visitors of an instance. */
export type SettingsOwner = string

/** What is stored per owner: the user's own choices and when they last changed (epoch ms). */
export interface StoredSettings {
  values: Partial<Settings>
  /** The newer of two copies (this browser's, the server's) wins a sync; 0: never changed. */
  updatedAt: number
}

function spec(owner: SettingsOwner): PersistedSpec<StoredSettings> {
  return {
    key: `settings:${owner}`,
    version: 2,
    schema: v.object({
      // Checked field by field, so one bad value never costs the others; each one left out is
      // named in the log.
      values: v.pipe(
        v.record(v.string(), v.unknown()),
        v.transform((raw) => {
          const checked = checkSettings(raw)
          if (checked.dropped.length > 0) {
            console.warn(
              `Stored settings of ${owner}: ignored ${checked.dropped.join(', ')} (unknown or invalid); their defaults apply`,
            )
          }
          return checked.settings
        }),
      ),
      updatedAt: v.pipe(v.number(), v.finite()),
    }),
    defaults: () => ({ values: {}, updatedAt: 0 }),
    // Version 1 stored the choices alone.
    migrate: (data, storedVersion) => (storedVersion === 1 ? { values: data, updatedAt: 0 } : data),
  }
}

export interface SettingsAtoms {
  /** What the user chose, as stored. */
  user: WritableAtom<Partial<Settings>, [Partial<Settings>], void>
  /** When the user's choices last changed here or were taken from the server (epoch ms). */
  updatedAt: WritableAtom<number, [number], void>
  /** The instance's defaults (from its front-end configuration), set at boot. */
  instance: WritableAtom<Partial<Settings>, [Partial<Settings>], void>
  /** What every component reads: built-ins, then instance, then user. */
  effective: Atom<Settings>
  /** Sets one setting and persists the user's choices; false when storing failed. */
  set: WritableAtom<null, [SettingUpdate], boolean>
  /**
   * Replaces every choice at once (an import, a settings profile, the server's newer copy),
   * stamped `updatedAt` (now when absent); false when storing failed.
   */
  replace: WritableAtom<null, [Partial<Settings>, number?], boolean>
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
  const user = atom(stored.values)
  const updatedAt = atom(stored.updatedAt)
  const instance = atom<Partial<Settings>>({})
  const effective = atom((get) => effectiveSettings(get(instance), get(user)))
  const replace = atom(null, (_get, setAtom, values: Partial<Settings>, at?: number) => {
    const stamp = at ?? Date.now()
    setAtom(user, values)
    setAtom(updatedAt, stamp)
    return writePersisted(usableStorage(), spec(owner), { values, updatedAt: stamp })
  })
  const set = atom(null, (get, setAtom, update: SettingUpdate) =>
    setAtom(replace, { ...get(user), [update.name]: update.value }),
  )
  return { user, updatedAt, instance, effective, set, replace }
}

/** Forget an owner's atoms (after logout); what is stored stays for the next sign-in. */
export function dropSettingsAtoms(store: Store, owner: SettingsOwner): void {
  owners.remove(store, owner)
}

import { atom } from 'jotai'
import * as v from 'valibot'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../lib/persisted'

// The look (light, dark, high contrast, or the system's choice) belongs to the device, not to
// an account: it must be known before the first paint, before any account is read. public/look.js
// reads the same stored value and applies the same rule as resolveLook; keep the two in step.
// The account's theme setting drives it through src/deck/ThemeFollower.tsx.

export const resolvedLooks = ['light', 'dark', 'light-hc', 'dark-hc'] as const
export type ResolvedLook = (typeof resolvedLooks)[number]

/** What a person chooses: a look, or the system's preference (the default). */
export const lookChoices = ['system', ...resolvedLooks] as const
export type LookChoice = (typeof lookChoices)[number]

export const lookSpec: PersistedSpec<LookChoice> = {
  key: 'look',
  version: 1,
  schema: v.picklist(lookChoices),
  defaults: () => 'system',
}

/** The system's preferences that "follow the system" reads. */
export interface SystemPreference {
  dark: boolean
  moreContrast: boolean
}

export function resolveLook(choice: LookChoice, system: SystemPreference): ResolvedLook {
  if (choice !== 'system') return choice
  const base = system.dark ? 'dark' : 'light'
  return system.moreContrast ? `${base}-hc` : base
}

const chosen = atom<LookChoice | null>(null)

/** The chosen look, read from storage once; setting it stores it. */
export const lookChoiceAtom = atom(
  (get) => get(chosen) ?? readPersisted(usableStorage(), lookSpec).value,
  (_get, set, next: LookChoice) => {
    set(chosen, next)
    writePersisted(usableStorage(), lookSpec, next)
  },
)

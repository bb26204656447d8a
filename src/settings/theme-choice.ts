import { useAtomValue } from 'jotai'
import { lookChoiceAtom, lookChoices, type LookChoice } from './look'
import { useSettingsAtoms } from './store'

// Which theme is drawn: the user's choice, else the instance's default theme (its front-end
// configuration's `theme`, whatever its name), else the look chosen on this device or the
// system's. The theme follower draws it; the theme tab marks it; the editor starts from it.

export const isLook = (theme: string): theme is LookChoice =>
  (lookChoices as readonly string[]).includes(theme)

/**
 * The theme to draw beyond this device's look: the user's choice; else, while nobody chose a
 * look on this device, the instance's default theme (spec 3: it applies until the user chooses
 * another). Undefined: the device's look.
 */
export function themeToDraw(
  chosen: string | undefined,
  instanceDefault: string | undefined,
  deviceChose: boolean,
): string | undefined {
  if (chosen !== undefined) return chosen
  if (deviceChose || instanceDefault === undefined || instanceDefault === '') return undefined
  return instanceDefault
}

function deviceChoseLook(): boolean {
  try {
    return localStorage.getItem('look') !== null
  } catch {
    return false
  }
}

export interface ThemeInUse {
  /** A built-in look, an instance theme's name, or 'custom'. */
  theme: string
  /** True when it is the instance's default (nobody chose): it is drawn, never stored. */
  byInstance: boolean
}

/** The theme drawn now for the account (or visitors). */
export function useThemeInUse(owner: string): ThemeInUse {
  const atoms = useSettingsAtoms(owner)
  const user = useAtomValue(atoms.user)
  const instance = useAtomValue(atoms.instance)
  const look = useAtomValue(lookChoiceAtom)
  const theme = themeToDraw(user.theme, instance.theme, deviceChoseLook())
  return theme === undefined
    ? { theme: look, byInstance: false }
    : { theme, byInstance: user.theme === undefined }
}

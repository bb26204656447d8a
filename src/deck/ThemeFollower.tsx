import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { lookChoiceAtom, lookChoices, type LookChoice } from '../settings/look'
import { settingsAtoms } from '../settings/store'
import { applyTheme, storedTheme } from '../settings/theme-vars'
import { applyLook } from '../ui/theme/LookSync'

/** Akkoma's stock default: an instance that sets it has not chosen a theme of its own. */
const stockTheme = 'pleroma-dark'

const isLook = (theme: string): theme is LookChoice =>
  (lookChoices as readonly string[]).includes(theme)

/**
 * The theme to draw: the user's choice; else, on a device where no look was ever chosen, the
 * instance's default theme when its admin set one (spec 3: it applies until the user chooses).
 */
export function themeToDraw(
  chosen: string | undefined,
  instanceDefault: string,
  deviceChose: boolean,
): string | undefined {
  if (chosen !== undefined) return chosen
  if (deviceChose || instanceDefault === stockTheme || instanceDefault === '') return undefined
  return instanceDefault
}

function deviceChoseLook(): boolean {
  try {
    return localStorage.getItem('look') !== null
  } catch {
    return false
  }
}

/**
 * The settings' theme drives this device: a built-in look (chosen here, in another browser,
 * or loaded from a settings file), an instance theme, or the custom one. Themes beyond the
 * looks are drawn by the engine (a lazy chunk) and kept for the next load's first paint.
 */
export function ThemeFollower({ owner }: { owner: string }) {
  const store = useStore()
  const atoms = settingsAtoms(store, owner)
  const user = useAtomValue(atoms.user)
  const effective = useAtomValue(atoms.effective)
  const setLook = useSetAtom(lookChoiceAtom)
  const theme = themeToDraw(user.theme, effective.theme, deviceChoseLook())
  const custom = user.customThemeSource

  useEffect(() => {
    const backToLook = (look: LookChoice) => {
      if (storedTheme() !== null) applyTheme(null)
      if (look !== store.get(lookChoiceAtom)) setLook(look)
      applyLook(look)
    }
    if (theme === undefined) {
      backToLook(store.get(lookChoiceAtom))
      return
    }
    if (isLook(theme)) {
      backToLook(theme)
      return
    }
    let live = true
    void import('../ui/theme-engine/apply')
      .then((engine) =>
        theme === 'custom'
          ? engine.customThemeVars(custom)
          : engine.instanceThemeVars({ store, accountKey: owner }, theme),
      )
      .then(
        (vars) => {
          if (!live) return
          // A theme the instance does not offer (any more): spec 3's fallback, the dark look.
          if (vars) applyTheme(vars)
          else backToLook('dark')
        },
        (error: unknown) => {
          // Offline or the instance failing: the theme kept from the last load stays.
          console.warn('Could not load the theme', theme, error)
        },
      )
    return () => {
      live = false
    }
  }, [theme, custom, owner, store, setLook])
  return null
}

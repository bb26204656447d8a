import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { lookChoiceAtom, type LookChoice } from '../settings/look'
import { settingsAtoms } from '../settings/store'
import { isLook, useThemeInUse } from '../settings/theme-choice'
import { applyTheme, storedTheme } from '../settings/theme-vars'
import { applyLook } from '../ui/theme/LookSync'

/**
 * The settings' theme drives this device: a built-in look (chosen here, in another browser,
 * or loaded from a settings file), an instance theme, or the custom one; when nobody chose,
 * the instance's default theme. Themes beyond the looks are drawn by the engine (a lazy chunk)
 * and kept for the next load's first paint.
 */
export function ThemeFollower({ owner }: { owner: string }) {
  const store = useStore()
  const atoms = settingsAtoms(store, owner)
  const custom = useAtomValue(atoms.user).customThemeSource
  const setLook = useSetAtom(lookChoiceAtom)
  const { theme, byInstance } = useThemeInUse(owner)

  useEffect(() => {
    const backToLook = (look: LookChoice, keep: boolean) => {
      if (storedTheme() !== null) applyTheme(null)
      // A look the user chose is this device's too; the instance's default is only drawn.
      if (keep && look !== store.get(lookChoiceAtom)) setLook(look)
      applyLook(look)
    }
    if (isLook(theme)) {
      backToLook(theme, !byInstance)
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
          else backToLook('dark', false)
        },
        (error: unknown) => {
          // Offline or the instance failing: the theme kept from the last load stays.
          console.warn('Could not load the theme', theme, error)
        },
      )
    return () => {
      live = false
    }
  }, [theme, byInstance, custom, owner, store, setLook])
  return null
}

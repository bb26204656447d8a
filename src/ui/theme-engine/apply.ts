// The theme follower's way into the engine (loaded on demand): the custom properties of an
// instance theme or of the custom one.

import { loadThemeData, type LoadTarget } from '../../state/loaders'
import type { AppliedTheme } from '../../settings/theme-vars'
import { readTheme } from './akkoma-format'
import { resolveTheme, themeVars } from './resolve'

/** The custom theme's properties from its stored source; null when it cannot be read. */
export function customThemeVars(source: unknown): AppliedTheme | null {
  const theme = readTheme(source)
  return theme ? themeVars(resolveTheme(theme)) : null
}

/**
 * The instance theme's properties: its set text colours nudged to AA, so any theme offered
 * reads. Null when the instance does not offer it or its data is no theme.
 */
export async function instanceThemeVars(
  target: LoadTarget,
  name: string,
): Promise<AppliedTheme | null> {
  const theme = readTheme(await loadThemeData(target, name))
  return theme ? themeVars(resolveTheme(theme, { fixSet: true })) : null
}

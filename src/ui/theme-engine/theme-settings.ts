import type { ThemeData } from '../../settings/defaults'
import type { ResolvedTheme, ThemeSource } from './resolve'

const defined = (record: object): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  )

/** The source as the settings keep it (`customThemeSource`): flat groups of values. */
export function sourceData(source: ThemeSource): ThemeData {
  const data: ThemeData = {
    themeEngineVersion: 3,
    colors: defined(source.colors),
    opacity: defined(source.opacity),
    radii: defined(source.radii),
    fonts: defined(source.fonts),
    shadows: defined(source.shadows),
  }
  if (source.name !== undefined) data.name = source.name
  return data
}

/** The resolved theme as the settings keep it (`customTheme`). */
export function resolvedData(theme: ResolvedTheme): ThemeData {
  return {
    themeEngineVersion: 3,
    colors: { ...theme.colors },
    opacity: { ...theme.opacity },
    radii: { ...theme.radii },
    fonts: { ...theme.fonts },
    shadows: { ...theme.shadows },
  }
}

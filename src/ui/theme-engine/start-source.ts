// The theme the editor opens on: the one in use. The custom theme from its stored source; an
// instance theme from its file, its set text colours as drawn (nudged to AA); a built-in look
// from the colours it draws now, its base colours set and the rest following them.

import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useSettingsAtoms } from '../../settings/store'
import { isLook, useThemeInUse } from '../../settings/theme-choice'
import { loadThemeData, useLoad } from '../../state/loaders'
import { readTheme } from './akkoma-format'
import { parseColour } from './colour'
import { emptySource, resolveTheme, type ThemeSource } from './resolve'
import { baseSlots } from './slots'

/** A built-in look's base colours as drawn (`read` gives a custom property's value). */
export function lookSource(read: (property: string) => string): ThemeSource {
  const source = emptySource()
  for (const slot of baseSlots) {
    const colour = parseColour(read(`--${slot}`))
    if (colour !== undefined) source.colors[slot] = colour
  }
  return source
}

/** An instance theme as it is drawn: the set colours as the follower draws them. */
export function instanceSource(data: unknown): ThemeSource | undefined {
  const source = readTheme(data)
  if (!source) return undefined
  const drawn = resolveTheme(source, { fixSet: true }).colors
  const colors: ThemeSource['colors'] = {}
  for (const slot of Object.keys(source.colors) as (keyof typeof drawn)[])
    colors[slot] = drawn[slot]
  return { ...source, colors }
}

const fromPage = (property: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(property).trim()

/** The source to start from, or null while an instance theme's file loads. */
export function useStartSource(owner: string): ThemeSource | null {
  // The theme in use when the editor opened: saving later makes the custom one in use.
  const [inUse] = useState(useThemeInUse(owner).theme)
  const stored = useAtomValue(useSettingsAtoms(owner).user).customThemeSource
  const [look] = useState(() => lookSource(fromPage))
  const instanceTheme = inUse !== 'custom' && !isLook(inUse) ? inUse : null
  const file = useLoad(owner, instanceTheme === null ? null : `theme-file:${instanceTheme}`, (t) =>
    loadThemeData(t, instanceTheme ?? ''),
  )
  if (inUse === 'custom') return readTheme(stored) ?? emptySource()
  if (instanceTheme === null) return look
  if (file.status === 'loading' || file.status === 'idle') return null
  // A file that cannot be read: the theme as drawn now.
  return (file.status === 'ready' ? instanceSource(file.data) : undefined) ?? look
}

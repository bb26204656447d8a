import * as v from 'valibot'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../lib/persisted'

// A theme other than the built-in looks (an instance theme, the custom one) is kept on this
// device as the custom properties it sets, so public/look.js applies it before the first paint
// of the next load, with no colour code. The theme follower writes it; keep the key, version
// and checks in step with public/look.js.

export interface AppliedTheme {
  /** The scheme it is drawn in (data-look, color-scheme). */
  look: 'light' | 'dark'
  vars: Record<string, string>
}

const varName = v.pipe(v.string(), v.regex(/^--[A-Za-z]{1,40}$/))
const varValue = v.pipe(v.string(), v.maxLength(400))

export const themeVarsSpec: PersistedSpec<AppliedTheme | null> = {
  key: 'themeVars',
  version: 1,
  schema: v.nullable(
    v.object({ look: v.picklist(['light', 'dark']), vars: v.record(varName, varValue) }),
  ),
  defaults: () => null,
}

let applied: string[] = []

/** Sets (or, with null, clears) the theme's properties on <html> and keeps them for reloads. */
export function applyTheme(theme: AppliedTheme | null): void {
  const root = document.documentElement
  for (const name of applied) root.style.removeProperty(name)
  applied = []
  if (theme) {
    for (const [name, value] of Object.entries(theme.vars)) root.style.setProperty(name, value)
    applied = Object.keys(theme.vars)
    root.setAttribute('data-look', theme.look)
    root.setAttribute('data-theme', '')
  } else {
    root.removeAttribute('data-theme')
  }
  writePersisted(usableStorage(), themeVarsSpec, theme)
}

/** The theme applied before the first paint (if any): its properties are cleared on change. */
export function storedTheme(): AppliedTheme | null {
  const stored = readPersisted(usableStorage(), themeVarsSpec).value
  if (stored) applied = Object.keys(stored.vars)
  return stored
}

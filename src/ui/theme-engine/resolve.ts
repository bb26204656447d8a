// A theme's source (what a person set) resolved into every slot's value, and those values as
// the CSS custom properties of tokens.css.

import { graphicPairs, textPairs } from '../theme/looks'
import { AA, contrast, isDark, nearestReadableOnAll } from './colour'
import {
  colourSlots,
  defaultFonts,
  defaultOpacity,
  defaultRadii,
  defaultShadows,
  fontSlots,
  opacitySlots,
  radiusSlots,
  shadowSlots,
  slotTable,
  type ColourSlot,
  type FontSlot,
  type OpacitySlot,
  type RadiusSlot,
  type ShadowSlot,
} from './slots'

/** What a person set; every slot left out derives or takes its default. */
export interface ThemeSource {
  name?: string
  colors: Partial<Record<ColourSlot, string>>
  opacity: Partial<Record<OpacitySlot, number>>
  radii: Partial<Record<RadiusSlot, number>>
  fonts: Partial<Record<FontSlot, string>>
  shadows: Partial<Record<ShadowSlot, string>>
}

export const emptySource = (): ThemeSource => ({
  colors: {},
  opacity: {},
  radii: {},
  fonts: {},
  shadows: {},
})

export interface ResolvedTheme {
  colors: Record<ColourSlot, string>
  opacity: Record<OpacitySlot, number>
  radii: Record<RadiusSlot, number>
  fonts: Record<FontSlot, string>
  shadows: Record<ShadowSlot, string>
  dark: boolean
}

export interface ResolveOptions {
  /**
   * Nudge set text colours to AA too (a theme from the instance's list, drawn as offered but
   * readable); by default only derived ones are, and a person's own choice is kept as set.
   */
  fixSet?: boolean
}

function filled<K extends string, V>(
  keys: readonly K[],
  set: Partial<Record<K, V>>,
  fallback: Record<K, V>,
): Record<K, V> {
  const out = {} as Record<K, V>
  for (const key of keys) out[key] = set[key] ?? fallback[key]
  return out
}

/** Each text slot's backgrounds (looks.ts: every pair the interface draws text with). */
const backgroundsOf = new Map<string, string[]>()
for (const [text, background] of textPairs) {
  backgroundsOf.set(text, [...(backgroundsOf.get(text) ?? []), background])
}

/** Focus rings and control borders: 3:1 on theirs. */
const graphicBackgroundsOf = new Map<string, string[]>()
for (const [graphic, background] of graphicPairs) {
  graphicBackgroundsOf.set(graphic, [...(graphicBackgroundsOf.get(graphic) ?? []), background])
}

/** The backgrounds a text slot is read on, for the editor's contrast column. */
export function pairsOf(slot: ColourSlot): readonly ColourSlot[] {
  return (backgroundsOf.get(slot) ?? []) as ColourSlot[]
}

export function resolveTheme(source: ThemeSource, options: ResolveOptions = {}): ResolvedTheme {
  const opacity = filled(opacitySlots, source.opacity, defaultOpacity)
  const colors = {} as Record<ColourSlot, string>
  const get = (slot: string): string =>
    (colors as Partial<Record<string, string>>)[slot] ?? '#000000'
  const bg = source.colors.bg ?? slotTable.bg.derive({ get, opacity, toward: 1 })
  const toward = isDark(bg) ? 1 : -1
  for (const slot of colourSlots) {
    const rule = slotTable[slot]
    const set = source.colors[slot]
    // Akkoma themes often set the accent or the link alone: the other follows it.
    const linked = slot === 'link' && set === undefined ? source.colors.accent : undefined
    colors[slot] = set ?? linked ?? rule.derive({ get, opacity, toward })
  }
  // Then, twice over in the table's order, each slot derives again from what is above it
  // (fixed by now) and a text colour reaches AA on every background it is drawn on (tokens'
  // pairs; a background below it in the table is read as the pass before left it).
  // A last pass only checks the text again, against backgrounds as they ended.
  for (let pass = 0; pass < 3; pass += 1) {
    for (const slot of colourSlots) {
      const set = source.colors[slot]
      if (set === undefined && pass < 2) {
        const linked = slot === 'link' ? source.colors.accent : undefined
        colors[slot] = linked ?? slotTable[slot].derive({ get, opacity, toward })
      } else if (set !== undefined && options.fixSet !== true) continue
      const backgrounds = backgroundsOf.get(slot)
      if (backgrounds) colors[slot] = nearestReadableOnAll(colors[slot], backgrounds.map(get), AA)
      const graphic = graphicBackgroundsOf.get(slot)
      if (graphic) colors[slot] = nearestReadableOnAll(colors[slot], graphic.map(get), 3)
    }
  }
  return {
    colors,
    opacity,
    radii: filled(radiusSlots, source.radii, defaultRadii),
    fonts: filled(fontSlots, source.fonts, defaultFonts),
    shadows: filled(shadowSlots, source.shadows, defaultShadows),
    dark: toward > 0,
  }
}

export { contrast }

/** What public/look.js and the theme follower write on <html>: the look's scheme and the tokens. */
export interface ThemeVars {
  look: 'light' | 'dark'
  vars: Record<string, string>
}

export function themeVars(theme: ResolvedTheme): ThemeVars {
  const vars: Record<string, string> = {}
  for (const slot of colourSlots) vars[`--${slot}`] = theme.colors[slot]
  vars['--underlay'] = `rgb(0 0 0 / ${Math.round(theme.opacity.underlay * 100)}%)`
  for (const slot of radiusSlots) vars[`--${slot}Radius`] = `${theme.radii[slot]}px`
  for (const slot of fontSlots) {
    const family = theme.fonts[slot]
    vars[`--${slot}Font`] = family === 'inherit' ? 'var(--interfaceFont)' : family
  }
  for (const slot of shadowSlots) vars[`--${slot}Shadow`] = theme.shadows[slot]
  return { look: theme.dark ? 'dark' : 'light', vars }
}

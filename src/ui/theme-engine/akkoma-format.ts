// Themes in Akkoma's formats, read as hostile input: the instance's list (`/static/styles.json`:
// name → a theme file's path, or the old inline array [name, bg, fg, text, link, cRed, cGreen,
// cBlue, cOrange]), theme files (`_pleroma_theme_version` 1 or 2, with `theme` and, for the
// editor's themes, `source`), and the client's own stored source. What cannot be read is left
// out (the slot derives); nothing in a file runs or reaches the page but validated values.

import { lighten, parseColour, parseWithAlpha } from './colour'
import type { ResolvedTheme, ThemeSource } from './resolve'
import { emptySource } from './resolve'
import {
  fontSlots,
  isColourSlot,
  opacitySlots,
  radiusSlots,
  shadowSlots,
  type ColourSlot,
} from './slots'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const legacyOrder = ['bg', 'fg', 'text', 'link', 'cRed', 'cGreen', 'cBlue', 'cOrange'] as const

/** Font families: names, quotes, commas and spaces only. */
const fontPattern = /^[\w\s,'".-]{1,200}$/
/** A CSS box-shadow as the editor writes it: lengths, colours, `inset`, commas. */
const shadowPattern = /^(none|[\w\s.,#%()/-]{1,400})$/

function colourValue(
  value: unknown,
  known: Partial<Record<ColourSlot, string>>,
): string | undefined {
  if (typeof value !== 'string') return undefined
  // Akkoma's source format refers to other slots: "--link", or "--bg,-10" (lightness in %).
  const reference = /^--(\w+)(?:,\s*(-?\d+(?:\.\d+)?))?$/.exec(value.trim())
  if (reference) {
    const base = known[reference[1] as ColourSlot]
    if (base === undefined) return undefined
    return reference[2] === undefined ? base : lighten(base, Number(reference[2]) / 100)
  }
  if (value.trim() === 'transparent') return undefined
  return parseColour(value)
}

function numberValue(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max ? n : undefined
}

interface AkkomaShadow {
  x?: unknown
  y?: unknown
  blur?: unknown
  spread?: unknown
  color?: unknown
  alpha?: unknown
  inset?: unknown
}

/** Akkoma's shadow layers as a CSS box-shadow, or undefined when a layer is not readable. */
export function shadowFromLayers(layers: readonly unknown[]): string | undefined {
  if (layers.length === 0) return 'none'
  const parts: string[] = []
  for (const layer of layers.slice(0, 8)) {
    if (!isObject(layer)) return undefined
    const s = layer as AkkomaShadow
    const lengths = [s.x, s.y, s.blur, s.spread].map((n) => numberValue(n ?? 0, -500, 500))
    const colour = typeof s.color === 'string' ? parseWithAlpha(s.color) : undefined
    if (lengths.some((n) => n === undefined) || colour === undefined) return undefined
    const alpha = numberValue(s.alpha ?? 1, 0, 1) ?? 1
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.hex.slice(at, at + 2), 16))
    parts.push(
      `${s.inset === true ? 'inset ' : ''}${lengths.map((n) => `${n ?? 0}px`).join(' ')} rgba(${r}, ${g}, ${b}, ${alpha * colour.alpha})`,
    )
  }
  return parts.join(', ')
}

function shadowValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return shadowFromLayers(value)
  if (typeof value === 'string' && shadowPattern.test(value.trim())) return value.trim()
  return undefined
}

/** A CSS box-shadow as Akkoma's layers; undefined when a layer is not of the simple form. */
export function shadowToLayers(css: string): Json[] | undefined {
  if (css.trim() === 'none') return []
  const layers: Json[] = []
  for (const part of css.split(/,(?![^(]*\))/)) {
    const match =
      /^\s*(inset\s+)?(-?[\d.]+)(?:px)?\s+(-?[\d.]+)(?:px)?\s+(-?[\d.]+)(?:px)?\s+(-?[\d.]+)(?:px)?\s+(.+?)\s*$/.exec(
        part,
      )
    const colour = match?.[6] === undefined ? undefined : parseWithAlpha(match[6])
    if (!match || !colour) return undefined
    layers.push({
      x: Number(match[2]),
      y: Number(match[3]),
      blur: Number(match[4]),
      spread: Number(match[5]),
      color: colour.hex,
      alpha: Math.round(colour.alpha * 100) / 100,
      inset: match[1] !== undefined,
    })
  }
  return layers
}

/** One theme's data (a file's `source` or `theme` part, or the stored source) as a source. */
function readParts(data: Json): ThemeSource {
  const source = emptySource()
  if (typeof data.name === 'string' && fontPattern.test(data.name)) source.name = data.name
  const colors = isObject(data.colors) ? data.colors : {}
  // Literal colours first, then the references to them.
  for (const pass of [false, true]) {
    for (const [name, value] of Object.entries(colors).slice(0, 300)) {
      if (!isColourSlot(name) || source.colors[name] !== undefined) continue
      const isReference = typeof value === 'string' && value.trim().startsWith('--')
      if (isReference !== pass) continue
      const colour = colourValue(value, source.colors)
      if (colour !== undefined) source.colors[name] = colour
    }
  }
  const opacity = isObject(data.opacity) ? data.opacity : {}
  for (const slot of opacitySlots) {
    const n = numberValue(opacity[slot], 0, 1)
    if (n !== undefined) source.opacity[slot] = n
  }
  const radii = isObject(data.radii) ? data.radii : {}
  for (const slot of radiusSlots) {
    // Version 1 files name them "btnRadius", later ones "btn".
    const n = numberValue(radii[slot] ?? radii[`${slot}Radius`], 0, 999)
    if (n !== undefined) source.radii[slot] = n
  }
  const fonts = isObject(data.fonts) ? data.fonts : {}
  for (const slot of fontSlots) {
    const font = fonts[slot]
    const family = isObject(font) ? font.family : font
    if (typeof family === 'string' && fontPattern.test(family)) source.fonts[slot] = family
  }
  const shadows = isObject(data.shadows) ? data.shadows : {}
  for (const slot of shadowSlots) {
    const shadow = shadowValue(shadows[slot])
    if (shadow !== undefined) source.shadows[slot] = shadow
  }
  return source
}

/**
 * A theme from any of Akkoma's forms, or undefined when nothing in it is a theme. A file with
 * a `source` (made by an editor) is read from it; otherwise from its `theme`.
 */
export function readTheme(data: unknown): ThemeSource | undefined {
  if (Array.isArray(data)) {
    const source = emptySource()
    if (typeof data[0] === 'string' && fontPattern.test(data[0])) source.name = data[0]
    legacyOrder.forEach((slot, index) => {
      const colour = colourValue(data[index + 1], source.colors)
      if (colour !== undefined) source.colors[slot] = colour
    })
    return source.colors.bg === undefined ? undefined : source
  }
  if (!isObject(data)) return undefined
  const part = isObject(data.source) ? data.source : isObject(data.theme) ? data.theme : data
  const source = readParts(part)
  if (source.name === undefined && typeof data.name === 'string' && fontPattern.test(data.name)) {
    source.name = data.name
  }
  const empty =
    Object.keys(source.colors).length +
      Object.keys(source.radii).length +
      Object.keys(source.opacity).length ===
    0
  return empty ? undefined : source
}

function akkomaGroups(values: {
  colors: object
  opacity: object
  radii: object
  fonts: Partial<Record<string, string>>
  shadows: Partial<Record<string, string>>
}): Json {
  const fonts: Json = {}
  for (const [slot, family] of Object.entries(values.fonts)) fonts[slot] = { family }
  const shadows: Json = {}
  for (const [slot, css] of Object.entries(values.shadows)) {
    if (css !== undefined) shadows[slot] = shadowToLayers(css) ?? css
  }
  return {
    themeEngineVersion: 3,
    colors: values.colors,
    opacity: values.opacity,
    radii: values.radii,
    fonts,
    shadows,
  }
}

/** The theme file: Akkoma's version 2 format, the resolved theme plus its source. */
export function themeFile(source: ThemeSource, resolved: ResolvedTheme): string {
  return JSON.stringify(
    {
      _pleroma_theme_version: 2,
      name: source.name ?? 'Custom',
      theme: akkomaGroups(resolved),
      source: akkomaGroups(source),
    },
    null,
    2,
  )
}

export const maxThemeFileBytes = 256 * 1024

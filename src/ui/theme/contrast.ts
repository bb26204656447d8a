// WCAG 2.x contrast from its definition: relative luminance of sRGB colours, then
// (lighter + 0.05) / (darker + 0.05). The theme engine of a later issue shows AA/AAA levels
// with the same function (spec 3: contrast threshold 4.5).

export interface Rgb {
  r: number
  g: number
  b: number
}

/** `#rgb` or `#rrggbb` (any case); undefined for anything else. */
export function parseHexColour(value: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1]
  if (hex === undefined) return undefined
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex
  const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16)
  return { r: channel(0), g: channel(2), b: channel(4) }
}

function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

export type ContrastLevel = 'AAA' | 'AA' | 'below AA'

/** The level normal-size text reaches: AA from 4.5, AAA from 7. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA'
  if (ratio >= 4.5) return 'AA'
  return 'below AA'
}

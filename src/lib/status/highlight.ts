// Per-user highlight (settings.highlight, keyed by screen name): a tint behind the status in
// one of three styles. Returned as data; the card turns it into styles. Only a well-formed hex
// colour is used, so a stored value cannot inject CSS.
import type { Highlight } from '../../settings/defaults'

export type HighlightKind = 'solid' | 'striped' | 'side'

export interface Rgb {
  r: number
  g: number
  b: number
}

export interface StatusHighlight {
  kind: HighlightKind
  color: Rgb
}

export function parseHexColor(value: string): Rgb | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value)
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value)
  const parts = long ?? (short ? short.map((p) => p + p) : null)
  if (parts === null) return undefined
  const [, r, g, b] = parts
  if (r === undefined || g === undefined || b === undefined) return undefined
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16) }
}

export function statusHighlight(
  screenName: string,
  highlights: Readonly<Record<string, Highlight | undefined>>,
): StatusHighlight | undefined {
  const entry = Object.hasOwn(highlights, screenName) ? highlights[screenName] : undefined
  if (entry === undefined || entry.type === 'disabled') return undefined
  const color = parseHexColor(entry.color)
  return color === undefined ? undefined : { kind: entry.type, color }
}

/** CSS declarations (camelCase, as React styles) for a highlight. */
export function highlightStyle(highlight: StatusHighlight): Record<string, string> {
  const { r, g, b } = highlight.color
  const solid = `rgb(${r}, ${g}, ${b})`
  const tint = `rgba(${r}, ${g}, ${b}, 0.1)`
  const tintStrong = `rgba(${r}, ${g}, ${b}, 0.2)`
  switch (highlight.kind) {
    case 'solid':
      return { backgroundColor: tintStrong }
    case 'striped':
      return {
        backgroundImage: `repeating-linear-gradient(135deg, ${tint}, ${tint} 20px, ${tintStrong} 20px, ${tintStrong} 40px)`,
        backgroundPosition: '0 0',
      }
    case 'side':
      return {
        backgroundImage: `linear-gradient(to right, ${solid}, ${solid} 2px, transparent 6px)`,
        backgroundPosition: '0 0',
      }
  }
}

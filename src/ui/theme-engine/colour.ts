// Colour maths for the theme engine, from culori (its tree-shakeable entry: only the modes used
// here are bundled, into the editor's lazy chunk). Every colour leaves as #rrggbb.
import {
  clampRgb,
  converter,
  formatHex,
  interpolate,
  modeLrgb,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
  type Color,
} from 'culori/fn'

registerMode(modeRgb)
registerMode(modeLrgb)
registerMode(modeOklch)
const toOklch = converter('oklch')

/** The colour as #rrggbb, or undefined when it is not a colour CSS would read. */
export function parseColour(value: string): string | undefined {
  if (value.length > 100) return undefined
  const colour = parse(value.trim())
  if (!colour) return undefined
  return formatHex(clampRgb(colour))
}

function colourOf(hex: string): Color {
  return parse(hex) ?? { mode: 'rgb', r: 0, g: 0, b: 0 }
}

/** `amount` of the way from a to b (0 is a, 1 is b), mixed in sRGB as a translucent layer is. */
export function mix(a: string, b: string, amount: number): string {
  return formatHex(interpolate([colourOf(a), colourOf(b)], 'rgb')(amount))
}

/** Perceptual lightness (OKLCH L) changed by `delta` (-1 … 1), hue and chroma kept. */
export function lighten(hex: string, delta: number): string {
  const c = toOklch(colourOf(hex))
  return formatHex(clampRgb({ ...c, l: Math.min(1, Math.max(0, c.l + delta)) }))
}

export function contrast(a: string, b: string): number {
  return wcagContrast(colourOf(a), colourOf(b))
}

export function isDark(hex: string): boolean {
  return toOklch(colourOf(hex)).l < 0.6
}

export const AA = 4.5
export const AAA = 7

export type ContrastLevel = 'AAA' | 'AA' | 'belowAA'

export function levelOf(ratio: number): ContrastLevel {
  if (ratio >= AAA) return 'AAA'
  if (ratio >= AA) return 'AA'
  return 'belowAA'
}

/** Black or white, whichever reads better on the background. */
export function readableOn(background: string): string {
  return contrast('#ffffff', background) >= contrast('#000000', background) ? '#ffffff' : '#000000'
}

/** The colour `lightness` gives on the path of `text` in OKLCH (hue and chroma kept). */
function atLightness(text: string, lightness: number): string {
  const c = toOklch(colourOf(text))
  return formatHex(clampRgb({ ...c, l: lightness }))
}

/**
 * The colour nearest to `text` (same hue and chroma, the smallest change of lightness) that
 * reaches `target` on `background`; `text` itself when it already does. Searches lighter and
 * darker and keeps the closer answer that works; black or white when neither does.
 */
export function nearestReadable(text: string, background: string, target = AA): string {
  if (contrast(text, background) >= target) return text
  const start = toOklch(colourOf(text)).l
  const found: { colour: string; distance: number }[] = []
  for (const end of [0, 1]) {
    if (contrast(atLightness(text, end), background) < target) continue
    // Bisection: `near` fails, `far` reaches the target.
    let near = start
    let far = end
    for (let step = 0; step < 24; step += 1) {
      const middle = (near + far) / 2
      if (contrast(atLightness(text, middle), background) >= target) far = middle
      else near = middle
    }
    found.push({ colour: atLightness(text, far), distance: Math.abs(far - start) })
  }
  found.sort((a, b) => a.distance - b.distance)
  const best = found.find((option) => contrast(option.colour, background) >= target)
  return best?.colour ?? readableOn(background)
}

/** A colour and its alpha (0 … 1), or undefined when it is not a colour. */
export function parseWithAlpha(value: string): { hex: string; alpha: number } | undefined {
  if (value.length > 100) return undefined
  const colour = parse(value.trim())
  if (!colour) return undefined
  return { hex: formatHex(clampRgb(colour)), alpha: colour.alpha ?? 1 }
}

/**
 * The colour nearest to `text` (by lightness, hue and chroma kept) that reaches `target` on
 * every one of `backgrounds`; when none does, the one whose worst contrast is highest.
 */
export function nearestReadableOnAll(
  text: string,
  backgrounds: readonly string[],
  target = AA,
): string {
  const worst = (colour: string) => Math.min(...backgrounds.map((b) => contrast(colour, b)))
  if (backgrounds.length === 0 || worst(text) >= target) return text
  const start = toOklch(colourOf(text)).l
  const options: { colour: string; distance: number; score: number }[] = []
  for (const end of [0, 1]) {
    let near = start
    let far = end
    if (worst(atLightness(text, end)) < target) {
      options.push({
        colour: atLightness(text, end),
        distance: 2,
        score: worst(atLightness(text, end)),
      })
      continue
    }
    for (let step = 0; step < 24; step += 1) {
      const middle = (near + far) / 2
      if (worst(atLightness(text, middle)) >= target) far = middle
      else near = middle
    }
    const colour = atLightness(text, far)
    options.push({ colour, distance: Math.abs(far - start), score: worst(colour) })
  }
  for (const plain of ['#ffffff', '#000000'])
    options.push({ colour: plain, distance: 3, score: worst(plain) })
  const reaching = options.filter((o) => o.score >= target).sort((a, b) => a.distance - b.distance)
  return reaching[0]?.colour ?? options.sort((a, b) => b.score - a.score)[0]?.colour ?? text
}

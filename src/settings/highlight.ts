// The per-screen-name highlight of spec 3 §3-4: choosing "disabled" clears it, any other type
// sets it with the colour it had or the default colour, and a new colour changes only the colour.
import { defaultHighlightColor, type Highlight, type HighlightType } from './defaults'

export type Highlights = Readonly<Record<string, Highlight>>

export function withHighlightType(
  highlights: Highlights,
  screenName: string,
  type: HighlightType,
): Record<string, Highlight> {
  const { [screenName]: held, ...others } = highlights
  if (type === 'disabled') return others
  return { ...others, [screenName]: { type, color: held?.color ?? defaultHighlightColor } }
}

export function withHighlightColor(
  highlights: Highlights,
  screenName: string,
  color: string,
): Record<string, Highlight> {
  const held = highlights[screenName]
  if (!held) return { ...highlights }
  return { ...highlights, [screenName]: { ...held, color } }
}

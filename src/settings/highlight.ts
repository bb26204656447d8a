import { defaultHighlightColor, type Highlight, type HighlightType } from './defaults'

// Spec 3 section 4, "Highlight": choosing disabled clears a highlight; any other type sets it
// with its existing colour or the default colour; changing the colour changes only the colour.

export type Highlights = Readonly<Record<string, Highlight>>

export function withHighlightType(
  highlights: Highlights,
  screenName: string,
  type: HighlightType,
): Record<string, Highlight> {
  if (type === 'disabled') {
    return Object.fromEntries(Object.entries(highlights).filter(([name]) => name !== screenName))
  }
  const next = { ...highlights }
  next[screenName] = { type, color: highlights[screenName]?.color ?? defaultHighlightColor }
  return next
}

export function withHighlightColor(
  highlights: Highlights,
  screenName: string,
  color: string,
): Record<string, Highlight> {
  const current = highlights[screenName]
  if (!current) return { ...highlights }
  return { ...highlights, [screenName]: { ...current, color } }
}

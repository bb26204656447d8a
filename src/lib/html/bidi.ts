// Names and handles are plain text from other servers. Bidi embedding, override and isolate
// controls in them can make "evil.example" read as "elpmaxe.live" or push the rest of the row
// around, so they are removed; the renderer also isolates each name in a <bdi>.

// LRE RLE PDF LRO RLO (U+202A..U+202E), LRI RLI FSI PDI (U+2066..U+2069), LRM RLM ALM marks.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g

export function neutralizeBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}

export function hasBidiControls(text: string): boolean {
  BIDI_CONTROLS.lastIndex = 0
  const found = BIDI_CONTROLS.test(text)
  BIDI_CONTROLS.lastIndex = 0
  return found
}

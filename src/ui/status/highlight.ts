import type { CSSProperties } from 'react'
import type { Highlight } from '../../settings/defaults'

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/**
 * The per-screen-name highlight (solid, striped or side) as a style for the card. Only a hex
 * colour from the user's own settings is used; anything else means no highlight.
 */
export function highlightStyle(highlight: Highlight | undefined): CSSProperties | undefined {
  if (highlight === undefined || !COLOUR.test(highlight.color)) return undefined
  const colour = highlight.color
  switch (highlight.type) {
    case 'solid':
      return { backgroundColor: `${colour.slice(0, 7)}33` }
    case 'striped':
      return {
        backgroundImage: `repeating-linear-gradient(135deg, ${colour.slice(0, 7)}33 0 10px, transparent 10px 20px)`,
      }
    case 'side':
      return { boxShadow: `inset 4px 0 0 ${colour.slice(0, 7)}` }
    case 'disabled':
      return undefined
  }
}

// A shadow as the editor's controls hold it: Akkoma's layers (offsets, blur, spread, colour,
// its alpha, inset). The theme keeps the CSS box-shadow they make (the stored source's form);
// the theme file carries them as Akkoma's layers (akkoma-format.ts).

import { shadowFromLayers, shadowToLayers } from './akkoma-format'

export interface ShadowLayer {
  x: number
  y: number
  blur: number
  spread: number
  /** #rrggbb */
  color: string
  /** 0 … 1 */
  alpha: number
  inset: boolean
}

export const newLayer = (): ShadowLayer => ({
  x: 0,
  y: 2,
  blur: 6,
  spread: 0,
  color: '#000000',
  alpha: 0.4,
  inset: false,
})

/** The layers of a CSS box-shadow; none when it is not of the form the controls edit. */
export function layersOf(css: string): ShadowLayer[] {
  return (shadowToLayers(css) ?? []).map((layer) => ({
    x: Number(layer.x),
    y: Number(layer.y),
    blur: Number(layer.blur),
    spread: Number(layer.spread),
    color: String(layer.color),
    alpha: Number(layer.alpha),
    inset: layer.inset === true,
  }))
}

/** The CSS box-shadow of the layers ('none' for none). */
export function cssOf(layers: readonly ShadowLayer[]): string {
  return shadowFromLayers(layers) ?? 'none'
}

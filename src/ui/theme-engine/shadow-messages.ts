import { defineMessages } from '../../i18n/define-messages'

export const shadowMessages = defineMessages({
  layer: { id: 'themeShadow.layer', defaultMessage: '{slot}: layer {n}' },
  x: { id: 'themeShadow.x', defaultMessage: 'Across (px)' },
  y: { id: 'themeShadow.y', defaultMessage: 'Down (px)' },
  blur: { id: 'themeShadow.blur', defaultMessage: 'Blur (px)' },
  spread: { id: 'themeShadow.spread', defaultMessage: 'Spread (px)' },
  colour: { id: 'themeShadow.colour', defaultMessage: 'Colour' },
  alpha: { id: 'themeShadow.alpha', defaultMessage: 'Opacity (0 to 1)' },
  inset: { id: 'themeShadow.inset', defaultMessage: 'Inside the box (inset)' },
  remove: { id: 'themeShadow.remove', defaultMessage: 'Remove {layer}' },
  add: { id: 'themeShadow.add', defaultMessage: 'Add a shadow layer to {slot}' },
  none: { id: 'themeShadow.none', defaultMessage: 'No shadow' },
})

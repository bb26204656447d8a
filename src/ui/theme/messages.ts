import { defineMessages } from '../../i18n/define-messages'
import type { LookChoice } from '../../settings/look'

export const lookMessages = defineMessages({
  look: { id: 'settings.look', defaultMessage: 'Look' },
  choice: { id: 'settings.look.choice', defaultMessage: 'Look: {look}' },
})

/** The name of each look, as the look menus list them. */
export const lookNames = defineMessages({
  system: { id: 'settings.look.system', defaultMessage: 'Follow the system' },
  light: { id: 'settings.look.light', defaultMessage: 'Light' },
  dark: { id: 'settings.look.dark', defaultMessage: 'Dark' },
  'light-hc': { id: 'settings.look.light_high_contrast', defaultMessage: 'Light, high contrast' },
  'dark-hc': { id: 'settings.look.dark_high_contrast', defaultMessage: 'Dark, high contrast' },
} satisfies Record<LookChoice, unknown>)

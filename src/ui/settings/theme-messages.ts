import { defineMessages } from '../../i18n/define-messages'

export const themeTabMessages = defineMessages({
  hint: {
    id: 'settings.theme.hint',
    defaultMessage: 'The theme applies at once, on this device and in your other browsers.',
  },
  instanceThemes: {
    id: 'settings.theme.instanceThemes',
    defaultMessage: "This instance's themes",
  },
  loadingThemes: {
    id: 'settings.theme.loadingThemes',
    defaultMessage: "Loading the instance's themes…",
  },
  noThemes: {
    id: 'settings.theme.noThemes',
    defaultMessage: 'This instance offers no themes of its own.',
  },
  themesFailed: {
    id: 'settings.theme.themesFailed',
    defaultMessage: "The instance's themes could not be loaded: {detail}",
  },
  custom: {
    id: 'settings.theme.custom',
    defaultMessage: 'Your own theme',
  },
  customSection: {
    id: 'settings.theme.customSection',
    defaultMessage: 'Your own theme',
  },
  customHint: {
    id: 'settings.theme.customHint',
    defaultMessage:
      'Make a theme of your own from the one you use now, or import a theme file. Only the settings export with theme carries it.',
  },
  edit: {
    id: 'settings.theme.edit',
    defaultMessage: 'Edit your theme',
  },
  create: {
    id: 'settings.theme.create',
    defaultMessage: 'Make your own theme',
  },
  loadingEditor: {
    id: 'settings.theme.loadingEditor',
    defaultMessage: 'Loading the theme editor…',
  },
})

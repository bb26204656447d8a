import { defineMessages } from '../../i18n/define-messages'
import type { SettingsTab } from '../common/settings-opener'

export const settingsMessages = defineMessages({
  title: { id: 'settings.settings', defaultMessage: 'Settings' },
  sections: { id: 'settings.tabs', defaultMessage: 'Settings sections' },
  minimize: { id: 'settings.minimize', defaultMessage: 'Minimise settings' },
  restore: { id: 'settings.restore', defaultMessage: 'Restore settings' },
  minimized: { id: 'settings.minimized', defaultMessage: 'Settings (minimised)' },
  close: { id: 'settings.close', defaultMessage: 'Close settings' },
  dismiss: { id: 'settings.dismiss_notice', defaultMessage: 'Dismiss' },
  languageFromBrowser: {
    id: 'settings.language.browser',
    defaultMessage: "The browser's language",
  },
  languageUnset: { id: 'settings.language.unset', defaultMessage: 'Not chosen' },
  numberRange: {
    id: 'settings.number_range',
    defaultMessage: 'A whole number from {min} to {max}',
  },
  signInFor: {
    id: 'settings.sign_in_for_more',
    defaultMessage: 'Sign in to edit your profile, security and account data.',
  },
  loading: { id: 'settings.loading', defaultMessage: 'Loading…' },
  save: { id: 'settings.save', defaultMessage: 'Save' },
  cancel: { id: 'settings.cancel', defaultMessage: 'Cancel' },
  password: { id: 'settings.password', defaultMessage: 'Current password' },
  fieldRequired: { id: 'settings.field_required', defaultMessage: 'cannot be left blank' },
  retry: { id: 'settings.retry', defaultMessage: 'Try again' },
})

export const tabLabels: Record<SettingsTab, (typeof settingsMessages)['title']> = defineMessages({
  general: { id: 'settings.tab.general', defaultMessage: 'General' },
  profile: { id: 'settings.tab.profile', defaultMessage: 'Profile' },
  notifications: { id: 'settings.tab.notifications', defaultMessage: 'Notifications' },
  filters: { id: 'settings.tab.filters', defaultMessage: 'Filters and highlights' },
  security: { id: 'settings.tab.security', defaultMessage: 'Security' },
  blocks: { id: 'settings.tab.blocks', defaultMessage: 'Blocks' },
  mutes: { id: 'settings.tab.mutes', defaultMessage: 'Mutes' },
  data: { id: 'settings.tab.data', defaultMessage: 'Data import and export' },
  theme: { id: 'settings.tab.theme', defaultMessage: 'Theme and style' },
  profiles: { id: 'settings.tab.profiles', defaultMessage: 'Settings profiles' },
})

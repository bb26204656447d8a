import { defineMessages } from '../../i18n/define-messages'

// The error texts of spec 3 section 8 for the account's settings, each with what the server
// said appended.
export const accountSettingsErrors = defineMessages({
  profile: {
    id: 'settings.error.profile',
    defaultMessage: 'Could not save your profile: {detail}',
  },
  upload: { id: 'settings.upload_error', defaultMessage: 'Upload failed: {detail}' },
  email: {
    id: 'settings.change_email_error',
    defaultMessage: 'There was an issue changing your email. {detail}',
  },
  password: {
    id: 'settings.change_password_error',
    defaultMessage: 'There was an issue changing your password. {detail}',
  },
  deleteAccount: {
    id: 'settings.delete_account_error',
    defaultMessage: 'There was an issue deleting your account... {detail}',
  },
  moveAccount: {
    id: 'settings.move_account_error',
    defaultMessage: 'Error moving the account: {detail}',
  },
  addAlias: { id: 'settings.add_alias_error', defaultMessage: 'Error adding an alias: {detail}' },
  deleteAlias: {
    id: 'settings.delete_alias_error',
    defaultMessage: 'Error removing an alias: {detail}',
  },
  fetchAliases: {
    id: 'settings.list_aliases_error',
    defaultMessage: 'Error fetching aliases: {detail}',
  },
  mfa: { id: 'settings.mfa.error', defaultMessage: 'Two-factor sign-in: {detail}' },
  tokens: {
    id: 'settings.tokens.error',
    defaultMessage: 'Could not handle the sign-ins: {detail}',
  },
  addBackup: {
    id: 'settings.add_backup_error',
    defaultMessage: 'Error adding a new backup: {detail}',
  },
  fetchBackups: {
    id: 'settings.list_backups_error',
    defaultMessage: 'Error fetching the backup list: {detail}',
  },
  importError: {
    id: 'settings.import_error',
    defaultMessage: 'An error occured while importing this file. {detail}',
  },
  importFollows: {
    id: 'settings.follow_import_error',
    defaultMessage: 'Error importing followers: {detail}',
  },
  importBlocks: {
    id: 'settings.blocks_import_error',
    defaultMessage: 'Error importing blocks: {detail}',
  },
  importMutes: {
    id: 'settings.mutes_import_error',
    defaultMessage: 'Error importing mutes: {detail}',
  },
  relation: { id: 'settings.relation_error', defaultMessage: 'Could not change this: {detail}' },
  list: { id: 'settings.list_error', defaultMessage: 'Could not load the list: {detail}' },
  mascot: { id: 'settings.mascot_error', defaultMessage: 'Could not change the mascot: {detail}' },
  profiles: {
    id: 'settings.profiles_error',
    defaultMessage: 'Could not handle the settings profiles: {detail}',
  },
})

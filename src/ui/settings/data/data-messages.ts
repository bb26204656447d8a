import { defineMessages } from '../../../i18n/define-messages'

export const dataMessages = defineMessages({
  settingsFile: { id: 'settings.file_export_import.title', defaultMessage: 'Settings file' },
  settingsFileHint: {
    id: 'settings.file_export_import.hint',
    defaultMessage: 'Save your settings to a file, or take them from one saved before.',
  },
  exportSettings: {
    id: 'settings.file_export_import.backup',
    defaultMessage: 'Save settings to a file',
  },
  exportWithTheme: {
    id: 'settings.file_export_import.backup_theme',
    defaultMessage: 'Save settings and theme to a file',
  },
  importSettings: {
    id: 'settings.file_export_import.restore',
    defaultMessage: 'Load settings from a file',
  },
  imported: {
    id: 'settings.file_export_import.imported',
    defaultMessage: 'Settings loaded from the file.',
  },
  importedIgnored: {
    id: 'settings.file_export_import.ignored',
    defaultMessage:
      'Settings loaded; {count, plural, one {# option} other {# options}} this client does not know {count, plural, one {was} other {were}} left out.',
  },
  tooBig: {
    id: 'settings.file_export_import.errors.too_big',
    defaultMessage: 'This file is far too large to be a settings file. Nothing was changed.',
  },
  invalidFile: {
    id: 'settings.file_export_import.errors.invalid_file',
    defaultMessage: 'This file is not a settings file of this client. Nothing was changed.',
  },
  tooNew: {
    id: 'settings.file_export_import.errors.file_too_new',
    defaultMessage:
      'This settings file is of a newer format ({fileMajor}) than this client reads ({appMajor}). Nothing was changed.',
  },
  tooOld: {
    id: 'settings.file_export_import.errors.file_too_old',
    defaultMessage:
      'This settings file is of an older format ({fileMajor}) than this client reads ({appMajor}). Nothing was changed.',
  },
  slightlyNew: {
    id: 'settings.file_export_import.errors.file_slightly_new',
    defaultMessage:
      'This settings file is slightly newer than this client: some settings may not have loaded.',
  },
  invalidSettings: {
    id: 'settings.invalid_settings_imported',
    defaultMessage: 'Invalid settings imported ({names}). Nothing was changed.',
  },
  lists: { id: 'settings.data.lists', defaultMessage: 'Follows, blocks and mutes' },
  listsHint: {
    id: 'settings.data.lists_hint',
    defaultMessage:
      'CSV files with one account a line (name@instance), as Akkoma and Mastodon export them.',
  },
  importFollows: { id: 'settings.follow_import', defaultMessage: 'Import follows' },
  importBlocks: { id: 'settings.block_import', defaultMessage: 'Import blocks' },
  importMutes: { id: 'settings.mute_import', defaultMessage: 'Import mutes' },
  exportFollows: { id: 'settings.follow_export', defaultMessage: 'Export follows' },
  exportBlocks: { id: 'settings.block_export', defaultMessage: 'Export blocks' },
  exportMutes: { id: 'settings.mute_export', defaultMessage: 'Export mutes' },
  exportDomains: { id: 'settings.domain_mute_export', defaultMessage: 'Export muted instances' },
  importDone: {
    id: 'settings.import_sent',
    defaultMessage:
      '{count, plural, one {# account} other {# accounts}} sent: the server imports them in a moment.',
  },
  csvTooBig: {
    id: 'settings.import.errors.too_big',
    defaultMessage: 'This file is too large to import. Nothing was sent.',
  },
  csvEmpty: {
    id: 'settings.import.errors.empty',
    defaultMessage: 'This file names no account. Nothing was sent.',
  },
  csvTooMany: {
    id: 'settings.import.errors.too_many',
    defaultMessage: 'This file names more than {max} accounts. Nothing was sent.',
  },
  csvBadLine: {
    id: 'settings.import.errors.bad_line',
    defaultMessage: 'Line {line} of this file is not an account (name@instance). Nothing was sent.',
  },
  backups: { id: 'settings.backup', defaultMessage: 'Backups' },
  backupsHint: {
    id: 'settings.backup_hint',
    defaultMessage:
      'An archive of your posts and account. The server makes it in its own time; it can be downloaded once ready.',
  },
  newBackup: { id: 'settings.add_backup', defaultMessage: 'Make a new backup' },
  backupAdded: { id: 'settings.added_backup', defaultMessage: 'A new backup is being made.' },
  noBackups: { id: 'settings.no_backups', defaultMessage: 'No backup yet.' },
  backupDate: { id: 'settings.backup_date', defaultMessage: 'Asked for' },
  backupState: { id: 'settings.backup_state', defaultMessage: 'State' },
  backupReady: { id: 'settings.backup_ready', defaultMessage: 'Ready' },
  backupPending: { id: 'settings.backup_not_ready', defaultMessage: 'Being made…' },
  download: { id: 'settings.download_backup', defaultMessage: 'Download' },
  downloadNamed: {
    id: 'settings.download_backup_named',
    defaultMessage: 'Download the backup of {date}',
  },
  refresh: { id: 'settings.refresh_backups', defaultMessage: 'Check again' },
})

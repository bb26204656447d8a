import { defineMessages } from '../../../i18n/define-messages'

export const securityMessages = defineMessages({
  email: { id: 'settings.change_email', defaultMessage: 'Change email' },
  newEmail: { id: 'settings.new_email', defaultMessage: 'New email' },
  emailChanged: { id: 'settings.changed_email', defaultMessage: 'Email changed successfully!' },
  password: { id: 'settings.change_password', defaultMessage: 'Change password' },
  newPassword: { id: 'settings.new_password', defaultMessage: 'New password' },
  confirmPassword: { id: 'settings.confirm_new_password', defaultMessage: 'Confirm new password' },
  passwordChanged: {
    id: 'settings.changed_password',
    defaultMessage: 'Password changed successfully! Sign in again with the new one.',
  },
  notSame: { id: 'settings.should_be_same', defaultMessage: 'should be the same as password' },
  mfa: { id: 'settings.mfa.title', defaultMessage: 'Two-factor sign-in' },
  mfaOn: {
    id: 'settings.mfa.enabled',
    defaultMessage: 'Two-factor sign-in is on: signing in asks for a code from your app.',
  },
  mfaOff: { id: 'settings.mfa.disabled', defaultMessage: 'Two-factor sign-in is off.' },
  setUp: { id: 'settings.mfa.setup', defaultMessage: 'Set up two-factor sign-in' },
  scan: {
    id: 'settings.mfa.scan',
    defaultMessage: 'Scan this code with an authenticator app, or type the key into it by hand.',
  },
  qrLabel: { id: 'settings.mfa.qr', defaultMessage: 'QR code of the two-factor secret' },
  key: { id: 'settings.mfa.key', defaultMessage: 'Key: {key}' },
  code: { id: 'settings.mfa.code', defaultMessage: 'Code from the app' },
  confirmSetup: { id: 'settings.mfa.confirm', defaultMessage: 'Turn on two-factor sign-in' },
  backupCodes: { id: 'settings.mfa.backup_codes', defaultMessage: 'Backup codes' },
  backupHint: {
    id: 'settings.mfa.backup_hint',
    defaultMessage:
      'Each code signs you in once without the app. Keep them somewhere safe: they are not shown again.',
  },
  newCodes: {
    id: 'settings.mfa.generate_new_recovery_codes',
    defaultMessage: 'Make new backup codes',
  },
  newCodesWarning: {
    id: 'settings.mfa.warning_of_generate_new_codes',
    defaultMessage: 'New backup codes replace the old ones, which stop working.',
  },
  disable: { id: 'settings.mfa.disable', defaultMessage: 'Turn off two-factor sign-in' },
  tokens: { id: 'settings.oauth_tokens', defaultMessage: 'Signed-in apps' },
  app: { id: 'settings.app_name', defaultMessage: 'App' },
  validUntil: { id: 'settings.valid_until', defaultMessage: 'Valid until' },
  revoke: { id: 'settings.revoke_token', defaultMessage: 'Revoke' },
  revokeNamed: { id: 'settings.revoke_token_named', defaultMessage: 'Revoke {app}' },
  noTokens: { id: 'settings.no_tokens', defaultMessage: 'No app is signed in.' },
  unnamedApp: { id: 'settings.unnamed_app', defaultMessage: 'An app without a name' },
  aliases: { id: 'settings.account_alias', defaultMessage: 'Aliases' },
  aliasesHint: {
    id: 'settings.account_alias_hint',
    defaultMessage: 'Accounts you are also known as: needed before one of them moves to this one.',
  },
  alias: { id: 'settings.account_alias_new', defaultMessage: 'Account (name@instance)' },
  addAlias: { id: 'settings.add_alias', defaultMessage: 'Add alias' },
  removeAlias: { id: 'settings.remove_alias', defaultMessage: 'Remove {alias}' },
  noAliases: { id: 'settings.no_aliases', defaultMessage: 'No aliases.' },
  move: { id: 'settings.move_account', defaultMessage: 'Move account' },
  moveHint: {
    id: 'settings.move_account_notes',
    defaultMessage:
      'Your followers move to the other account, which must name this one as its alias first.',
  },
  moveTarget: {
    id: 'settings.move_account_target',
    defaultMessage: 'Target account (name@instance)',
  },
  moveConfirm: {
    id: 'settings.move_account_confirm',
    defaultMessage: 'Move this account to {target}? Your followers will follow it instead.',
  },
  moved: { id: 'settings.moved_account', defaultMessage: 'Account moved.' },
  deleteAccount: { id: 'settings.delete_account', defaultMessage: 'Delete account' },
  deleteHint: {
    id: 'settings.delete_account_description',
    defaultMessage: 'Permanently delete your data and deactivate your account.',
  },
  deleteConfirm: {
    id: 'settings.delete_account_instructions',
    defaultMessage: 'Type your password to confirm: this cannot be undone.',
  },
  deleteQuestion: {
    id: 'settings.delete_account_question',
    defaultMessage: 'Delete your account for good?',
  },
  done: { id: 'settings.security.done', defaultMessage: 'Done' },
})

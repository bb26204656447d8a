import { defineMessages } from '../../i18n/define-messages'

export const loginMessages = defineMessages({
  title: { id: 'login.login', defaultMessage: 'Log in' },
  addTitle: { id: 'login.add_account', defaultMessage: 'Add another account' },
  username: { id: 'login.username', defaultMessage: 'Username' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  instance: { id: 'login.instance', defaultMessage: 'Instance address' },
  otherInstance: { id: 'login.other_instance', defaultMessage: 'Sign in to another instance' },
  submit: { id: 'login.login', defaultMessage: 'Log in' },
  loggingIn: { id: 'login.logging_in', defaultMessage: 'Logging in…' },
  forgot: { id: 'password_reset.forgot_password', defaultMessage: 'Forgot password?' },
  register: { id: 'login.register', defaultMessage: 'Register' },
  tokenDescription: {
    id: 'login.description',
    defaultMessage: 'Log in with OAuth: you will sign in on the instance, then come back here.',
  },
  tokenSubmit: { id: 'login.token_login', defaultMessage: 'Log in on the instance' },
  badInstance: { id: 'login.bad_instance', defaultMessage: 'This is not a valid instance address' },
  heading2fa: { id: 'login.heading.totp', defaultMessage: 'Two-factor authentication' },
  headingRecovery: {
    id: 'login.heading.recovery',
    defaultMessage: 'Two-factor recovery',
  },
  code: { id: 'login.authentication_code', defaultMessage: 'Authentication code' },
  recoveryCode: { id: 'login.recovery_code', defaultMessage: 'Recovery code' },
  enterRecovery: { id: 'login.enter_recovery_code', defaultMessage: 'Enter a recovery code' },
  enterCode: {
    id: 'login.enter_two_factor_code',
    defaultMessage: 'Enter a two-factor code',
  },
  verify: { id: 'general.verify', defaultMessage: 'Verify' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
  closeError: { id: 'login.close_error', defaultMessage: 'Close the error message' },
  callbackWorking: { id: 'login.oauth_callback', defaultMessage: 'Signing you in…' },
  callbackFailed: {
    id: 'login.oauth_failed',
    defaultMessage: 'The sign-in could not be completed: {error}',
  },
  callbackNoCode: {
    id: 'login.oauth_no_code',
    defaultMessage: 'The instance sent no authorization code.',
  },
  stateMismatch: {
    id: 'login.oauth_state_mismatch',
    defaultMessage: 'This sign-in answer does not belong to a sign-in started here.',
  },
  backToLogin: { id: 'login.back', defaultMessage: 'Back to log in' },
})

import { defineMessages } from '../../../i18n/define-messages'

export const passwordResetMessages = defineMessages({
  title: { id: 'password_reset.password_reset', defaultMessage: 'Password reset' },
  instruction: {
    id: 'password_reset.instruction',
    defaultMessage:
      'Enter your email address or username. We will send you a link to reset your password.',
  },
  placeholder: { id: 'password_reset.placeholder', defaultMessage: 'Your email or username' },
  submit: { id: 'password_reset.reset', defaultMessage: 'Reset password' },
  checkEmail: {
    id: 'password_reset.check_email',
    defaultMessage: 'Check your email for a link to reset your password.',
  },
  tooManyRequests: {
    id: 'password_reset.too_many_requests',
    defaultMessage: 'You have reached the limit of attempts, try again later.',
  },
  generic: { id: 'general.generic_error', defaultMessage: 'An error occurred' },
  disabled: {
    id: 'password_reset.password_reset_disabled',
    defaultMessage: 'Password reset is disabled. Please contact your instance administrator.',
  },
  requiredButDisabled: {
    id: 'password_reset.password_reset_required_but_mailer_is_disabled',
    defaultMessage:
      'You are required to reset your password, but password reset is disabled. Please contact your instance administrator.',
  },
  required: {
    id: 'password_reset.password_reset_required',
    defaultMessage: 'You must reset your password to log in.',
  },
  returnHome: { id: 'password_reset.return_home', defaultMessage: 'Return to the home page' },
})

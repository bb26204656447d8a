import { defineMessages } from '../../../i18n/define-messages'

export const registrationMessages = defineMessages({
  title: { id: 'registration.registration', defaultMessage: 'Registration' },
  username: { id: 'registration.username', defaultMessage: 'Username' },
  fullname: { id: 'registration.fullname', defaultMessage: 'Display name' },
  email: { id: 'registration.email', defaultMessage: 'Email' },
  bio: { id: 'registration.bio', defaultMessage: 'Bio (optional)' },
  password: { id: 'registration.password', defaultMessage: 'Password' },
  confirm: { id: 'registration.password_confirm', defaultMessage: 'Password confirmation' },
  reason: { id: 'registration.reason', defaultMessage: 'Why do you want to join?' },
  language: { id: 'registration.email_language', defaultMessage: 'Language (optional)' },
  languageDefault: { id: 'registration.language_default', defaultMessage: 'Instance default' },
  captcha: { id: 'registration.captcha', defaultMessage: 'CAPTCHA' },
  captchaImage: {
    id: 'registration.new_captcha',
    defaultMessage: 'Click the image to get a new captcha',
  },
  submit: { id: 'registration.register', defaultMessage: 'Register' },
  pending: { id: 'registration.registering', defaultMessage: 'Registering…' },
  usernameRequired: {
    id: 'registration.validations.username_required',
    defaultMessage: 'A username is required',
  },
  fullnameRequired: {
    id: 'registration.validations.fullname_required',
    defaultMessage: 'A display name is required',
  },
  emailRequired: {
    id: 'registration.validations.email_required',
    defaultMessage: 'An email address is required',
  },
  passwordRequired: {
    id: 'registration.validations.password_required',
    defaultMessage: 'A password is required',
  },
  confirmRequired: {
    id: 'registration.validations.password_confirmation_required',
    defaultMessage: 'Type the password again',
  },
  confirmMatch: {
    id: 'registration.validations.password_confirmation_match',
    defaultMessage: 'The two passwords differ',
  },
  reasonRequired: {
    id: 'registration.validations.reason_required',
    defaultMessage: 'Tell the moderators why you want to join',
  },
  failed: { id: 'registration.failed', defaultMessage: 'Registration failed' },
  generic: { id: 'login.error.generic', defaultMessage: 'An error occurred, please try again' },
  requestSentTitle: {
    id: 'registration.request_sent_title',
    defaultMessage: 'Registration request sent',
  },
  requestSent: {
    id: 'registration.request_sent',
    defaultMessage:
      'Your request to join has been sent. A moderator will review it, and you will receive an email when it is approved.',
  },
  emailConfirmTitle: {
    id: 'registration.awaiting_email_confirmation_title',
    defaultMessage: 'Confirm your email',
  },
  emailConfirm: {
    id: 'registration.awaiting_email_confirmation',
    defaultMessage:
      'Your account has been registered. We sent an email to the address you gave: follow its link to activate the account.',
  },
})

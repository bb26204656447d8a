import { defineMessages } from '../../i18n/define-messages'

/** What the moderation actions say when they fail. */
export const moderationStateMessages = defineMessages({
  refused: {
    id: 'moderation.reports.refused',
    defaultMessage:
      '{count, plural, one {A report was} other {# reports were}} not changed: {reasons}',
  },
  notSignedIn: {
    id: 'moderation.not_signed_in',
    defaultMessage: 'This account is not signed in.',
  },
})

import { defineMessages } from '../../../i18n/define-messages'

export const reportMessages = defineMessages({
  title: { id: 'user_reporting.title', defaultMessage: 'Reporting {user}' },
  statuses: {
    id: 'user_reporting.add_statuses',
    defaultMessage: 'Statuses to include in the report',
  },
  noStatuses: { id: 'user_reporting.no_statuses', defaultMessage: 'No statuses to include.' },
  loadingStatuses: { id: 'general.loading', defaultMessage: 'Loading…' },
  comment: {
    id: 'user_reporting.additional_comments',
    defaultMessage: 'Additional comments',
  },
  commentHint: {
    id: 'user_reporting.add_comment_description',
    defaultMessage:
      'The report goes to the moderators of your instance. Say why you report this account.',
  },
  forward: { id: 'user_reporting.forward_to', defaultMessage: 'Forward to {domain}' },
  forwardHint: {
    id: 'user_reporting.forward_description',
    defaultMessage: 'The account is from another server. Send a copy of the report there too?',
  },
  submit: { id: 'user_reporting.submit', defaultMessage: 'Submit' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
  error: {
    id: 'user_reporting.generic_error',
    defaultMessage: 'An error occurred while processing your request.',
  },
  sent: { id: 'user_reporting.sent', defaultMessage: 'The report was sent to the moderators.' },
  statusOf: { id: 'user_reporting.status_label', defaultMessage: '{text} ({time})' },
  emptyStatus: { id: 'user_reporting.empty_status', defaultMessage: 'A status without text' },
})

import { defineMessages } from '../../src/i18n/define-messages'

export const staffStatusesColumnMessages = defineMessages({
  label: { id: 'columns.staff_statuses', defaultMessage: 'Posts (moderation)' },
})

import { defineMessages } from '../../src/i18n/define-messages'

export const followRequestsColumnMessages = defineMessages({
  label: { id: 'columns.follow_requests', defaultMessage: 'Follow requests' },
})

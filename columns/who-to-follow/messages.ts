import { defineMessages } from '../../src/i18n/define-messages'

export const whoToFollowColumnMessages = defineMessages({
  label: { id: 'columns.who_to_follow', defaultMessage: 'Who to follow' },
})

import { defineMessages } from '../../src/i18n/define-messages'

export const whoToFollowColumnMessages = defineMessages({
  label: { id: 'columns.who_to_follow', defaultMessage: 'Who to follow' },
  off: {
    id: 'columns.who_to_follow_off',
    defaultMessage: 'This instance does not suggest accounts to follow.',
  },
})

import { defineMessages } from '../../src/i18n/define-messages'

export const userMessages = defineMessages({
  label: { id: 'columns.user', defaultMessage: 'User' },
  title: { id: 'columns.user_title', defaultMessage: '{name}' },
  param: { id: 'columns.user_param', defaultMessage: 'Account' },
  tab: { id: 'columns.user_tab', defaultMessage: 'Show' },
  statuses: { id: 'columns.user_statuses', defaultMessage: 'Statuses' },
  replies: { id: 'columns.user_replies', defaultMessage: 'Statuses and replies' },
  media: { id: 'columns.user_media', defaultMessage: 'Media' },
  repliesTitle: { id: 'columns.user_replies_title', defaultMessage: '{name}: with replies' },
  mediaTitle: { id: 'columns.user_media_title', defaultMessage: '{name}: media' },
})

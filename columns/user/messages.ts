import { defineMessages } from '../../src/i18n/define-messages'

export const userMessages = defineMessages({
  label: { id: 'columns.user', defaultMessage: 'User' },
  untitled: { id: 'columns.user_untitled', defaultMessage: 'Profile' },
  title: { id: 'columns.user_title', defaultMessage: '{name}' },
  param: { id: 'columns.user_param', defaultMessage: 'Account' },
  tab: { id: 'columns.user_tab', defaultMessage: 'Show' },
  statuses: { id: 'columns.user_statuses', defaultMessage: 'Statuses' },
  replies: { id: 'columns.user_replies', defaultMessage: 'Statuses and replies' },
  media: { id: 'columns.user_media', defaultMessage: 'Media' },
  followees: { id: 'columns.user_followees', defaultMessage: 'Following' },
  followers: { id: 'columns.user_followers', defaultMessage: 'Followers' },
  repliesTitle: { id: 'columns.user_replies_title', defaultMessage: '{name}: with replies' },
  mediaTitle: { id: 'columns.user_media_title', defaultMessage: '{name}: media' },
  followeesTitle: { id: 'columns.user_followees_title', defaultMessage: '{name}: following' },
  followersTitle: { id: 'columns.user_followers_title', defaultMessage: '{name}: followers' },
})

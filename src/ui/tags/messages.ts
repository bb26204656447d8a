import { defineMessages } from '../../i18n/define-messages'

export const tagMessages = defineMessages({
  follow: { id: 'hashtag.follow', defaultMessage: 'Follow #{tag}' },
  unfollow: { id: 'hashtag.unfollow', defaultMessage: 'Unfollow #{tag}' },
  followShort: { id: 'hashtag.follow_short', defaultMessage: 'Follow' },
  unfollowShort: { id: 'hashtag.unfollow_short', defaultMessage: 'Unfollow' },
  name: { id: 'hashtag.name', defaultMessage: '#{tag}' },
  activity: {
    id: 'hashtag.activity',
    defaultMessage:
      '{accounts, plural, one {# person} other {# people}} talking, {uses, plural, one {# use} other {# uses}}',
  },
})

import { defineMessages } from '../../i18n/define-messages'

// The profile's texts. Ids follow Akkoma-FE's keys where the spec names one.
export const profileMessages = defineMessages({
  missing: {
    id: 'user_profile.profile_does_not_exist',
    defaultMessage: 'Sorry, this profile does not exist.',
  },
  failed: {
    id: 'user_profile.profile_loading_error',
    defaultMessage: 'Sorry, there was an error loading this profile.',
  },
  serverSaid: { id: 'user_profile.server_error', defaultMessage: '{message}' },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  sections: { id: 'user_profile.sections', defaultMessage: 'Profile sections' },
  statuses: { id: 'user_card.statuses', defaultMessage: 'Statuses' },
  replies: { id: 'user_card.replies', defaultMessage: 'With replies' },
  media: { id: 'user_card.media', defaultMessage: 'Media' },
  followees: { id: 'user_card.followees', defaultMessage: 'Following' },
  followers: { id: 'user_card.followers', defaultMessage: 'Followers' },
  favorites: { id: 'user_card.favorites', defaultMessage: 'Favourites' },
  fields: { id: 'user_profile.fields', defaultMessage: 'Profile fields' },
  verified: { id: 'user_profile.field_verified', defaultMessage: 'Verified {date}' },
  note: { id: 'user_card.note', defaultMessage: 'Personal note' },
  noteHint: {
    id: 'user_card.note_hint',
    defaultMessage: 'Only you see it. Saved as you type.',
  },
  noteSaving: { id: 'user_card.note_saving', defaultMessage: 'Saving…' },
  noteSaved: { id: 'user_card.note_saved', defaultMessage: 'Saved' },
  // Followees and followers.
  followeeKinds: { id: 'user_profile.followee_kinds', defaultMessage: 'Show whom' },
  users: { id: 'user_profile.followed_users', defaultMessage: 'Users' },
  tags: { id: 'user_profile.followed_tags', defaultMessage: 'Hashtags' },
  noFollowees: { id: 'user_profile.no_followees', defaultMessage: 'Not following anyone.' },
  noFollowers: { id: 'user_profile.no_followers', defaultMessage: 'No followers.' },
  noTags: { id: 'user_profile.no_followed_tags', defaultMessage: 'No followed hashtags.' },
  loadMore: { id: 'general.load_more', defaultMessage: 'Load more' },
  loadError: { id: 'user_profile.list_error', defaultMessage: 'Could not load this list: {error}' },
  remove: { id: 'user_card.remove_follower_short', defaultMessage: 'Remove' },
  removeLabel: {
    id: 'user_card.remove_named_follower',
    defaultMessage: 'Remove {name} from your followers',
  },
  tag: { id: 'user_profile.tag', defaultMessage: '#{tag}' },
  noTimeline: { id: 'user_profile.no_timeline', defaultMessage: 'This view cannot show statuses.' },
})

import { defineMessages } from '../../i18n/define-messages'

// The notification rows, the heading and the filter menu. Ids follow the spec's message keys
// where it names one (notifications.*).
export const notificationMessages = defineMessages({
  mentioned: { id: 'notifications.mentioned_you', defaultMessage: '{name} mentioned you' },
  posted: { id: 'notifications.status', defaultMessage: '{name} posted' },
  liked: { id: 'notifications.favorited_you', defaultMessage: '{name} favorited your status' },
  repeated: { id: 'notifications.repeated_you', defaultMessage: '{name} repeated your status' },
  reacted: { id: 'notifications.reacted_with', defaultMessage: '{name} reacted with {emoji}' },
  followed: { id: 'notifications.followed_you', defaultMessage: '{name} followed you' },
  followRequest: {
    id: 'notifications.follow_request',
    defaultMessage: '{name} wants to follow you',
  },
  moved: { id: 'notifications.migrated_to', defaultMessage: '{name} migrated to {target}' },
  pollEnded: { id: 'notifications.poll_ended', defaultMessage: 'A poll by {name} has ended' },
  pollEndedOwn: { id: 'notifications.poll_ended_own', defaultMessage: 'Your poll has ended' },
  updated: { id: 'notifications.edited', defaultMessage: '{name} edited a status' },
  reported: { id: 'notifications.reported', defaultMessage: '{name} reported {account}' },
  unknownAccount: { id: 'notifications.unknown_account', defaultMessage: 'an account' },
  reportStatuses: {
    id: 'notifications.report_statuses',
    defaultMessage: '{count, plural, one {# status attached} other {# statuses attached}}',
  },
  openReportedProfile: {
    id: 'notifications.open_reported_profile',
    defaultMessage: 'Profile of the reported account',
  },
  dismiss: { id: 'notifications.dismiss', defaultMessage: 'Dismiss notification' },
  actorCard: { id: 'user_card.show_card', defaultMessage: 'Show the card of {name}' },
  mutedRow: {
    id: 'notifications.muted_row',
    defaultMessage: 'Notification from {name}, who you muted',
  },
  show: { id: 'notifications.show_muted', defaultMessage: 'Show' },
  attachments: {
    id: 'notifications.attachments',
    defaultMessage: '{count, plural, one {# attachment} other {# attachments}}',
  },
  statusGone: { id: 'notifications.status_gone', defaultMessage: 'This status was deleted' },
  // The heading of the list.
  heading: { id: 'notifications.notifications', defaultMessage: 'Notifications' },
  unseenBadge: {
    id: 'notifications.unseen_badge',
    defaultMessage: '{count, plural, one {# unseen} other {# unseen}}',
  },
  read: { id: 'notifications.read', defaultMessage: 'Mark all read' },
  readLabel: {
    id: 'notifications.read_label',
    defaultMessage: 'Mark every notification as seen',
  },
  filters: { id: 'notifications.filters', defaultMessage: 'Filter' },
  filtersLabel: { id: 'notifications.filters_label', defaultMessage: 'Filter notifications' },
  // The footer.
  loadOlder: { id: 'notifications.load_older', defaultMessage: 'Load older notifications' },
  noMore: { id: 'notifications.no_more_notifications', defaultMessage: 'No more notifications' },
  none: { id: 'notifications.no_notifications', defaultMessage: 'No notifications' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
  showNew: { id: 'timeline.show_new', defaultMessage: 'Show new ({count})' },
  reload: { id: 'timeline.reload', defaultMessage: 'Reload' },
})

/** The filter menu's names of the kinds of notification (keys of notification-types.ts). */
export const filterMessages = defineMessages({
  mentions: { id: 'notifications.filter.mentions', defaultMessage: 'Mentions' },
  statuses: { id: 'notifications.filter.statuses', defaultMessage: 'New posts (subscriptions)' },
  likes: { id: 'notifications.filter.likes', defaultMessage: 'Favorites' },
  repeats: { id: 'notifications.filter.repeats', defaultMessage: 'Repeats' },
  emojiReactions: { id: 'notifications.filter.emoji_reactions', defaultMessage: 'Reactions' },
  follows: { id: 'notifications.filter.follows', defaultMessage: 'New follows' },
  followRequest: { id: 'notifications.filter.follow_requests', defaultMessage: 'Follow requests' },
  moves: { id: 'notifications.filter.moves', defaultMessage: 'Account moves' },
  polls: { id: 'notifications.filter.polls', defaultMessage: 'Ended polls' },
  updates: { id: 'notifications.filter.updates', defaultMessage: 'Edits' },
  reports: { id: 'notifications.filter.reports', defaultMessage: 'Reports' },
})

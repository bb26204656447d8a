import { defineMessages } from '../../src/i18n/define-messages'

export const notificationsColumnMessages = defineMessages({
  label: { id: 'columns.notifications', defaultMessage: 'Notifications' },
  titleOne: {
    id: 'columns.notifications_title_one',
    defaultMessage:
      'Notifications: {kind, select, mentions {mentions} statuses {new posts} likes {favorites} repeats {repeats} emojiReactions {reactions} follows {follows} followRequest {follow requests} moves {moves} polls {ended polls} updates {edits} reports {reports} other {{kind}}}',
  },
  titleMany: {
    id: 'columns.notifications_title_many',
    defaultMessage: 'Notifications: {count} kinds',
  },
})

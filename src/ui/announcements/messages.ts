import { defineMessages } from '../../i18n/define-messages'

// The announcements page and column. Ids follow the spec's keys where it names one.
export const announcementMessages = defineMessages({
  title: { id: 'announcements.page_header', defaultMessage: 'Announcements' },
  list: { id: 'announcements.list', defaultMessage: 'Announcements of the instance' },
  markRead: { id: 'announcements.mark_as_read_action', defaultMessage: 'Mark as read' },
  read: { id: 'announcements.read', defaultMessage: 'Read' },
  inactive: {
    id: 'announcements.inactive_message',
    defaultMessage: 'This announcement is inactive',
  },
  unread: { id: 'announcements.unread', defaultMessage: 'Unread' },
  published: { id: 'announcements.published', defaultMessage: 'Published {time}' },
  edited: { id: 'announcements.edited', defaultMessage: 'edited {time}' },
  range: { id: 'announcements.range', defaultMessage: '{start} – {end}' },
  from: { id: 'announcements.start_time_display', defaultMessage: 'Starts at {time}' },
  until: { id: 'announcements.end_time_display', defaultMessage: 'Ends at {time}' },
  none: { id: 'announcements.empty', defaultMessage: 'There are no announcements.' },
  error: {
    id: 'announcements.error',
    defaultMessage: 'Error fetching announcements: {error}',
  },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  reactions: { id: 'announcements.reactions', defaultMessage: 'Reactions' },
  reaction: {
    id: 'announcements.reaction',
    defaultMessage:
      '{name}: {count, plural, one {# reaction} other {# reactions}}{me, select, true {, including yours} other {}}',
  },
  addReaction: { id: 'announcements.add_reaction', defaultMessage: 'Add reaction' },
})

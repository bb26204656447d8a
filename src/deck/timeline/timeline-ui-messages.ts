import { defineMessages } from '../../i18n/define-messages'

export const timelineMessages = defineMessages({
  showNew: {
    id: 'timeline.show_new',
    defaultMessage: 'Show new ({count})',
  },
  reload: { id: 'timeline.reload', defaultMessage: 'Reload' },
  upToDate: { id: 'timeline.up_to_date', defaultMessage: 'Up to date' },
  loadOlder: { id: 'timeline.load_older', defaultMessage: 'Load older statuses' },
  noStatuses: { id: 'timeline.no_statuses', defaultMessage: 'No statuses' },
  noMore: { id: 'timeline.no_more_statuses', defaultMessage: 'No more statuses' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
  newItemsAnnounced: {
    id: 'timeline.new_items_announced',
    defaultMessage: '{count, plural, one {# new status} other {# new statuses}} in {title}',
  },
  unread: {
    id: 'timeline.unread',
    defaultMessage: '{count, plural, one {# unread} other {# unread}}',
  },
  jumpToUnread: { id: 'timeline.jump_to_unread', defaultMessage: 'Jump to first unread' },
  markRead: { id: 'timeline.mark_read', defaultMessage: 'Mark read' },
  filteredOut: {
    id: 'timeline.filtered_out',
    defaultMessage:
      '{count, plural, one {# status hidden by this column’s filters} other {# statuses hidden by this column’s filters}}',
  },
})

import { defineMessages } from '../../i18n/define-messages'

// Direct messages as conversations: the rows of the DMs column and route.
export const conversationMessages = defineMessages({
  list: { id: 'conversations.list', defaultMessage: 'Conversations' },
  row: {
    id: 'conversations.row',
    defaultMessage:
      '{unread, select, true {Unread conversation} other {Conversation}} with {names}',
  },
  withYourself: { id: 'conversations.with_yourself', defaultMessage: 'yourself' },
  unread: { id: 'conversations.unread', defaultMessage: 'Unread' },
  you: { id: 'conversations.you', defaultMessage: 'You:' },
  author: { id: 'conversations.author', defaultMessage: '{name}:' },
  attachments: {
    id: 'conversations.attachments',
    defaultMessage: '{count, plural, one {# attachment} other {# attachments}}',
  },
  gone: { id: 'conversations.last_status_gone', defaultMessage: 'The last message was deleted.' },
  noStatus: { id: 'conversations.no_status', defaultMessage: 'No messages' },
  actions: { id: 'conversations.actions', defaultMessage: 'Actions of this conversation' },
  markRead: { id: 'conversations.mark_read', defaultMessage: 'Mark as read' },
  remove: { id: 'conversations.remove', defaultMessage: 'Remove conversation' },
  open: { id: 'conversations.open', defaultMessage: 'Open the conversation' },
  none: { id: 'conversations.none', defaultMessage: 'No conversations yet.' },
  noMore: { id: 'conversations.no_more', defaultMessage: 'No older conversations.' },
  loadOlder: { id: 'conversations.load_older', defaultMessage: 'Load older conversations' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  error: { id: 'conversations.error', defaultMessage: 'Error fetching conversations: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
})

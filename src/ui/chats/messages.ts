import { defineMessages } from '../../i18n/define-messages'

// Pleroma's chats: the list, a chat's messages and its message field. The two error texts are
// the spec's (spec 3 section 8).
export const chatMessages = defineMessages({
  list: { id: 'chats.list', defaultMessage: 'Chats' },
  chatWith: { id: 'chats.chat_with', defaultMessage: 'Chat with {name}' },
  messages: { id: 'chats.messages', defaultMessage: 'Messages with {name}' },
  back: { id: 'chats.back', defaultMessage: 'All chats' },
  unread: {
    id: 'chats.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  you: { id: 'chats.you', defaultMessage: 'You:' },
  attachment: { id: 'chats.attachment', defaultMessage: 'Attachment' },
  empty: { id: 'chats.empty', defaultMessage: 'No chats yet.' },
  noMessages: { id: 'chats.no_messages', defaultMessage: 'No messages yet. Say hello!' },
  loadOlder: { id: 'chats.load_older', defaultMessage: 'Load older messages' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  errorLoading: {
    id: 'chats.error_loading_chat',
    defaultMessage: 'Something went wrong when loading the chat.',
  },
  errorSending: {
    id: 'chats.error_sending_message',
    defaultMessage: 'Something went wrong when sending the message.',
  },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
  discard: { id: 'chats.discard', defaultMessage: 'Discard' },
  sending: { id: 'chats.sending', defaultMessage: 'Sending…' },
  field: { id: 'chats.message_field', defaultMessage: 'Message' },
  placeholder: { id: 'chats.new_message', defaultMessage: 'Write a message' },
  send: { id: 'chats.send', defaultMessage: 'Send' },
  attach: { id: 'chats.attach', defaultMessage: 'Attach a file' },
  removeAttachment: { id: 'chats.remove_attachment', defaultMessage: 'Remove the attachment' },
  uploading: { id: 'chats.uploading', defaultMessage: 'Uploading {name}…' },
  messageActions: { id: 'chats.message_actions', defaultMessage: 'Actions of this message' },
  delete: { id: 'chats.delete', defaultMessage: 'Delete message' },
  notOffered: {
    id: 'chats.not_offered',
    defaultMessage: 'This instance does not offer chats.',
  },
  startWith: { id: 'chats.start_with', defaultMessage: 'Start a chat with' },
  startPlaceholder: { id: 'chats.start_placeholder', defaultMessage: 'user or user@instance' },
  start: { id: 'chats.start', defaultMessage: 'Open chat' },
  noSuchAccount: { id: 'chats.no_such_account', defaultMessage: 'No account {acct} was found.' },
})

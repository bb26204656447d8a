import { defineMessages } from '../../src/i18n/define-messages'

export const chatsColumnMessages = defineMessages({
  label: { id: 'columns.chats', defaultMessage: 'Chats' },
  chat: { id: 'columns.chat', defaultMessage: 'Chat' },
})

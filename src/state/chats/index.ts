// Pleroma's chats in the state layer: the account's chat list and each chat's messages, live
// from the user stream's `pleroma:chat_update`, with sending (and one attachment), read marks
// and deletion. Only where the instance offers chats (`chatsAvailableAtom`).

export { useChat, useChatList, type ChatListView, type ChatView } from './hooks'
export { newestUnread, type PendingMessage } from './list'

// Pleroma's chats: the list of chats and one chat's view with its message field.
export { ChatList } from './ChatList'
export { ChatView } from './ChatView'

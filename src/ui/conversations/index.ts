// Direct messages as conversations: the rows of the DMs column and route, and its footer.
export { ConversationRow } from './ConversationRow'
export { ConversationsFooter } from './ConversationsFooter'

// Direct messages as conversations: one list per account (GET /api/v1/conversations), live from
// the direct stream, with the reader's read marks and removals.

export { useConversations } from './hooks'

import type { CustomEmoji } from './emoji.ts'
import type { Attachment, Card } from './media.ts'

/** One message of a chat (Pleroma's chat message reference, as one side's chat holds it). */
export interface ChatMessage {
  id: string
  chat_id: string
  account_id: string
  /** Escaped, linked HTML from the server; empty for a message that is only an attachment. */
  content: string
  created_at: string
  emojis: CustomEmoji[]
  attachment: Attachment | null
  card: Card | null
  unread: boolean
  /** The sender's Idempotency-Key, echoed back to them: matches a pending message to its answer. */
  idempotency_key: string | null
}

/** A one-to-one chat: the other account by id, how many messages are unread, the last one. */
export interface Chat {
  id: string
  account_id: string
  unread: number
  last_message: ChatMessage | null
  updated_at: string | null
}

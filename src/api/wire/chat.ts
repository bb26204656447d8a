import type { ApiAccount } from './account.ts'
import type { ApiEmoji, ApiId } from './common.ts'
import type { ApiAttachment, ApiCard } from './media.ts'

/** Pleroma's `Chat.MessageReferenceView "show.json"`: one message as one side's chat holds it. */
export interface ApiChatMessage {
  id: ApiId
  chat_id: ApiId
  account_id: ApiId
  /** Escaped, linked HTML; may be null when the message is only an attachment. */
  content: string | null
  created_at: string
  emojis?: ApiEmoji[]
  attachment?: ApiAttachment | null
  card?: ApiCard | null
  unread?: boolean
  /** The sender's own Idempotency-Key, echoed back to them. */
  idempotency_key?: string
}

/** Pleroma's `ChatView "show.json"`: the other account, how many unread, the last message. */
export interface ApiChat {
  id: ApiId
  account: ApiAccount
  unread: number
  last_message?: ApiChatMessage | null
  updated_at?: string
}

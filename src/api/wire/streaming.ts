import type { ApiChat } from './chat.ts'
import type { ApiConversation } from './conversation.ts'
import type { ApiNotification } from './notification.ts'
import type { ApiStatus } from './status.ts'

export interface ApiFollowRelationshipsUpdate {
  state: string
  follower: { id: string; follower_count?: number; following_count?: number }
  following: { id: string; follower_count?: number; following_count?: number }
}

/** A frame after its payload is decoded. */
export type ApiStreamEvent =
  | { event: 'update'; stream?: string[]; payload: ApiStatus }
  | { event: 'status.update'; stream?: string[]; payload: ApiStatus }
  | { event: 'notification'; stream?: string[]; payload: ApiNotification }
  | { event: 'delete'; stream?: string[]; payload: string }
  | { event: 'conversation'; stream?: string[]; payload: ApiConversation }
  | {
      event: 'pleroma:follow_relationships_update'
      stream?: string[]
      payload: ApiFollowRelationshipsUpdate
    }
  | { event: 'filters_changed'; stream?: string[]; payload?: undefined }
  /** Pleroma: a chat got a message (its own or the other side's), which is its last_message. */
  | { event: 'pleroma:chat_update'; stream?: string[]; payload: ApiChat }

import type { ApiConversation } from './conversation.ts'
import type { ApiNotification } from './notification.ts'
import type { ApiStatus } from './status.ts'

/** Stream names of GET /api/v1/streaming (`stream=` query). */
export type ApiStreamName =
  | 'user'
  | 'user:notification'
  | 'public'
  | 'public:local'
  | 'public:media'
  | 'public:local:media'
  | 'public:remote'
  | 'public:remote:media'
  | 'hashtag'
  | 'hashtag:local'
  | 'list'
  | 'direct'

/**
 * A text frame as it arrives. `payload` is a JSON string (double-encoded), except for `delete`
 * where it is the bare status id. Akkoma's delete frame has no `stream`.
 */
export interface ApiStreamFrame {
  stream?: string[]
  event: string
  payload?: string
}

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

export type ApiStreamEventName = ApiStreamEvent['event']

/** Client → server frame on a multiplexed socket. */
export interface ApiStreamSubscribe {
  type: 'subscribe' | 'unsubscribe'
  stream: string
  tag?: string
  list?: string
}

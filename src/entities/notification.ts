/** Server types favourite and reblog are renamed like and repeat (spec 2 §3). */
export type NotificationType =
  | 'mention'
  | 'like'
  | 'repeat'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'update'
  | 'status'
  | 'pleroma:emoji_reaction'
  | 'pleroma:report'

/**
 * spec 2 §3 / spec 3 §3 Notification. The actor, the status and the move target are referenced
 * by id (`from_profile_id`, `status_id`, `target_id`); the status is also the `action`.
 */
export interface Notification {
  /** An integer sequence as a string: order with compareIds, not string comparison. */
  id: string
  type: NotificationType
  seen: boolean
  is_muted: boolean
  created_at: string
  from_profile_id: string
  status_id: string | null
  target_id: string | null
  emoji: string | null
  emoji_url: string | null
  report_id: string | null
}

import { pairKey, type Store } from '../store/store'
import type { Notification, NotificationType } from '../store/types'
import { queuePushes } from './push'

export interface NotifyInput {
  userId: string
  type: NotificationType
  actorId: string
  statusId?: string | null
  targetId?: string | null
  emoji?: string | null
  emojiUrl?: string | null
  reportId?: string | null
  createdAt?: number
  seen?: boolean
}

/**
 * Creates a notification the way Akkoma decides who gets one: local recipients only, never for
 * your own actions, not from people you block, not from strangers when you said so.
 */
export function notify(store: Store, input: NotifyInput): Notification | null {
  const recipient = store.user(input.userId)
  if (!recipient || recipient.domain !== null || !recipient.isActive) return null
  if (input.userId === input.actorId && input.type !== 'poll') return null
  if (store.isBlocking(input.userId, input.actorId)) return null
  const mute = store.mutes.get(pairKey(input.userId, input.actorId))
  if (mute?.notifications && store.isMuting(input.userId, input.actorId)) return null
  if (
    recipient.notificationSettings.block_from_strangers &&
    input.type !== 'follow' &&
    input.type !== 'follow_request' &&
    !store.isFollowing(input.userId, input.actorId)
  )
    return null
  const status = input.statusId ? store.statuses.get(input.statusId) : undefined
  if (status && store.threadMutes.has(pairKey(input.userId, status.context))) return null
  const notification: Notification = {
    id: store.seq.notification.next(),
    userId: input.userId,
    type: input.type,
    actorId: input.actorId,
    statusId: input.statusId ?? null,
    targetId: input.targetId ?? null,
    emoji: input.emoji ?? null,
    emojiUrl: input.emojiUrl ?? null,
    reportId: input.reportId ?? null,
    createdAt: input.createdAt ?? store.now(),
    seen: input.seen ?? false,
  }
  store.notifications.push(notification)
  store.events.emit('notification', notification)
  queuePushes(store, notification)
  return notification
}

// What a notifications column may filter on, in one place: the filter keys a column stores in
// its params (and the user setting notificationVisibility names the same way), the client types
// each key covers, and the server types a page is asked for.

import type { ApiNotificationType } from '../../api/wire'
import type { Notification, NotificationType } from '../../entities/notification'
import type { NotificationVisibility } from '../../settings/defaults'

/** A column's type filter: one key per kind of notification a person tells apart. */
export const notificationFilterKeys = [
  'mentions',
  'statuses',
  'likes',
  'repeats',
  'emojiReactions',
  'follows',
  'followRequest',
  'moves',
  'polls',
  'updates',
  'reports',
] as const

export type NotificationFilterKey = (typeof notificationFilterKeys)[number]

const keyOfType: Record<NotificationType, NotificationFilterKey> = {
  mention: 'mentions',
  status: 'statuses',
  like: 'likes',
  repeat: 'repeats',
  'pleroma:emoji_reaction': 'emojiReactions',
  follow: 'follows',
  follow_request: 'followRequest',
  move: 'moves',
  poll: 'polls',
  update: 'updates',
  'pleroma:report': 'reports',
}

const serverTypeOfKey: Record<NotificationFilterKey, ApiNotificationType> = {
  mentions: 'mention',
  statuses: 'status',
  likes: 'favourite',
  repeats: 'reblog',
  emojiReactions: 'pleroma:emoji_reaction',
  follows: 'follow',
  followRequest: 'follow_request',
  moves: 'move',
  polls: 'poll',
  updates: 'update',
  reports: 'pleroma:report',
}

/** The server's name of a client type (favourite for like, reblog for repeat). */
export function serverTypeOf(type: NotificationType): ApiNotificationType {
  return serverTypeOfKey[keyOfType[type]]
}

export function isNotificationFilterKey(value: string): value is NotificationFilterKey {
  return (notificationFilterKeys as readonly string[]).includes(value)
}

/** The keys a person can choose from: reports only for staff. */
export function filterKeysFor(staff: boolean): readonly NotificationFilterKey[] {
  return staff ? notificationFilterKeys : notificationFilterKeys.filter((key) => key !== 'reports')
}

/** A column's stored filter, cleaned: unknown keys dropped; none means every type. */
export function columnTypeFilter(raw: unknown): NotificationFilterKey[] | null {
  if (!Array.isArray(raw)) return null
  const keys = raw.filter((value): value is NotificationFilterKey =>
    typeof value === 'string' ? isNotificationFilterKey(value) : false,
  )
  return keys.length > 0 ? [...new Set(keys)] : null
}

/**
 * The `include_types` of a column's pages. Every type for a member leaves the server's default
 * (Akkoma lists reports only when asked); staff ask for reports too. A chosen set asks for
 * exactly those.
 */
export function includeTypesFor(
  filter: readonly NotificationFilterKey[] | null,
  staff: boolean,
): ApiNotificationType[] | undefined {
  const keys = filter ?? (staff ? filterKeysFor(true) : null)
  if (keys === null) return undefined
  return keys.filter((key) => staff || key !== 'reports').map((key) => serverTypeOfKey[key])
}

/** A notification of this type passes the column's filter (null: every type passes). */
export function passesTypeFilter(
  type: NotificationType,
  filter: readonly NotificationFilterKey[] | null,
): boolean {
  return filter === null || filter.includes(keyOfType[type])
}

/** notificationVisibility hides whole types everywhere (columns, the unseen count). Types the
 * setting does not name (statuses, edits, reports) always show. */
export function isVisibleType(type: NotificationType, visibility: NotificationVisibility): boolean {
  const key = keyOfType[type]
  return key in visibility ? visibility[key as keyof NotificationVisibility] : true
}

/** A notification the reader should count as unseen. */
export function countsAsUnseen(
  notification: Notification,
  visibility: NotificationVisibility,
): boolean {
  return !notification.seen && isVisibleType(notification.type, visibility)
}

// What a notifications list shows of the ids its column holds: the types it filters on and the
// user's notificationVisibility, then the seen-count rule (seen-count.ts). Pure: the column's
// hook feeds it the entities it reads from the cache.

import type { Notification } from '../../entities/notification'
import type { NotificationVisibility } from '../../settings/defaults'
import { isVisibleType, passesTypeFilter, type NotificationFilterKey } from './notification-types'
import { displayedCount, hiddenSeenCount } from './seen-count'

export interface NotificationListView {
  /** The ids shown, newest first. */
  ids: string[]
  /** Unseen notifications among those that pass the filters: the column's badge. */
  unseen: number
  /** How many pass the filters in all (shown or not). */
  total: number
  /** Seen ones held but held back by the seen-count rule. */
  hiddenSeen: number
}

export interface ListRules {
  visibility: NotificationVisibility
  filter: readonly NotificationFilterKey[] | null
  seenToDisplay: number
}

export function notificationListView(
  notifications: readonly (Notification | undefined)[],
  rules: ListRules,
): NotificationListView {
  const passing: Notification[] = []
  let unseen = 0
  for (const notification of notifications) {
    if (!notification) continue
    if (!isVisibleType(notification.type, rules.visibility)) continue
    if (!passesTypeFilter(notification.type, rules.filter)) continue
    passing.push(notification)
    if (!notification.seen) unseen++
  }
  const count = displayedCount(passing.length, unseen, rules.seenToDisplay)
  return {
    ids: passing.slice(0, count).map((notification) => notification.id),
    unseen,
    total: passing.length,
    hiddenSeen: hiddenSeenCount(passing.length, unseen, rules.seenToDisplay),
  }
}

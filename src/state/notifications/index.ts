// Notifications in the state layer: the tracker behind the unseen count, the column's list
// rules (type filters, notificationVisibility, the seen-count rule) and the actions.

export {
  dismissNotification,
  markAllNotificationsSeen,
  markNotificationSeen,
  type NotificationActionResult,
} from './actions'
export {
  useDismissNotification,
  useNotificationsColumn,
  useNotificationsTracker,
  useUnseenCount,
  type NotificationsColumn,
  type NotificationsColumnOptions,
} from './hooks'
export {
  columnTypeFilter,
  filterKeyOf,
  filterKeysFor,
  isVisibleType,
  notificationFilterKeys,
  type NotificationFilterKey,
} from './notification-types'
export type { UnseenCount } from './unseen'

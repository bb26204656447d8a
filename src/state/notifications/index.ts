// Notifications in the state layer: the tracker behind the unseen count, the column's list
// rules (type filters, notificationVisibility, the seen-count rule) and the actions.

export {
  useDismissNotification,
  useNotificationsColumn,
  useNotificationsTracker,
  useUnseenCount,
} from './hooks'
export { columnTypeFilter, filterKeysFor, type NotificationFilterKey } from './notification-types'

// Notifications in the state layer: the tracker behind the unseen count, the column's list
// rules (type filters, notificationVisibility, the seen-count rule) and the actions.

export { watchNotificationArrivals } from './arrivals'
export {
  useDismissNotification,
  useNotificationsColumn,
  useNotificationsTracker,
  useUnseenCount,
  type NotificationsColumn,
} from './hooks'
export {
  interactionFilter,
  interactionTabsFor,
  isInteractionTab,
  type InteractionTab,
} from './interactions'
export {
  columnTypeFilter,
  filterKeysFor,
  passesTypeFilter,
  type NotificationFilterKey,
} from './notification-types'

// What the notification screens read and do, as hooks: the tracker that keeps the unseen count
// live, the count itself, a notifications column (its list after the filters and the seen-count
// rule, load more, mark read) and the dismiss action.

import { atom, useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { settingsAtoms } from '../../settings/store'
import { entityAtom, getAccountCache, type AccountKey } from '../entity-cache'
import { useTimelineColumn, type TimelineColumnControls } from '../hooks'
import { streamsFor } from '../streams'
import { canLoadOlder } from '../timeline-selectors'
import {
  dismissNotification,
  markAllNotificationsSeen,
  type NotificationActionResult,
} from './actions'
import { notificationListView, type NotificationListView } from './notification-list'
import { includeTypesFor, type NotificationFilterKey } from './notification-types'
import { initialSeenToDisplay, loadMoreStep } from './seen-count'
import { mountNotificationsTracker, notificationsFeed } from './tracker'
import { unseenCountAtom, type UnseenCount } from './unseen'

/** Keep the account's newest notifications and unread announcements live while mounted. */
export function useNotificationsTracker(accountKey: AccountKey | null, staff: boolean): void {
  const store = useStore()
  useEffect(() => {
    if (accountKey === null) return undefined
    return mountNotificationsTracker(store, accountKey, {
      staff,
      streams: streamsFor(store),
    })
  }, [store, accountKey, staff])
}

const none: UnseenCount = { notifications: 0, announcements: 0, total: 0 }
const noCount = atom(none)

/** The account's unseen count (zero for no account). */
export function useUnseenCount(accountKey: AccountKey | null): UnseenCount {
  const store = useStore()
  const target = useMemo(
    () => (accountKey === null ? noCount : unseenCountAtom(store, accountKey)),
    [store, accountKey],
  )
  return useAtomValue(target, { store })
}

export interface NotificationsColumnOptions {
  accountKey: AccountKey
  columnId: string
  /** The column's own type filter; null for every type. */
  filter: readonly NotificationFilterKey[] | null
  staff: boolean
  streaming: boolean
}

export interface NotificationsColumn extends NotificationListView {
  controls: TimelineColumnControls
  /** "Load older": more of the seen notifications held, else an older page. */
  loadMore: () => void
  /** Something more can be shown, held or from the server. */
  canLoadMore: boolean
  /** The server has no older notifications and everything held is shown. */
  ended: boolean
  markAllSeen: () => Promise<NotificationActionResult>
}

/** Run a notifications column while mounted and give what its list shows. */
export function useNotificationsColumn(options: NotificationsColumnOptions): NotificationsColumn {
  const { accountKey, columnId, filter, staff, streaming } = options
  const store = useStore()
  const feed = useMemo(() => {
    const includeTypes = includeTypesFor(filter, staff)
    return {
      ...notificationsFeed(
        { kind: 'notifications', ...(includeTypes ? { includeTypes } : {}) },
        streaming,
      ),
      paramsKey: JSON.stringify(includeTypes ?? null),
    }
  }, [filter, staff, streaming])
  const controls = useTimelineColumn(accountKey, columnId, feed)
  const { state } = controls
  const [seenToDisplay, setSeenToDisplay] = useState<number>(initialSeenToDisplay)
  const visibility = useAtomValue(settingsAtoms(store, accountKey).effective).notificationVisibility
  // The entities are read through their atoms, so a notification marked seen anywhere moves
  // the list and its badge.
  const view = useAtomValue(
    useMemo(() => {
      const cache = getAccountCache(store, accountKey)
      return atom((get) =>
        notificationListView(
          state.shown.map((id) => get(entityAtom(cache, 'notifications', id))),
          { visibility, filter, seenToDisplay },
        ),
      )
    }, [store, accountKey, state.shown, visibility, filter, seenToDisplay]),
    { store },
  )
  const { total, unseen } = view
  const loadOlder = controls.loadOlder
  const loadMore = useCallback(() => {
    const step = loadMoreStep(total, unseen, seenToDisplay)
    setSeenToDisplay(step.seenToDisplay)
    if (step.kind === 'fetch') loadOlder()
  }, [total, unseen, seenToDisplay, loadOlder])
  const markAllSeen = useCallback(() => {
    setSeenToDisplay(initialSeenToDisplay)
    return markAllNotificationsSeen(store, accountKey)
  }, [store, accountKey])
  return {
    ...view,
    controls,
    loadMore,
    canLoadMore: view.hiddenSeen > 0 || canLoadOlder(state),
    ended: view.hiddenSeen === 0 && state.bottomedOut,
    markAllSeen,
  }
}

/** Dismiss one notification of the account. */
export function useDismissNotification(
  accountKey: AccountKey,
): (id: string) => Promise<NotificationActionResult> {
  const store = useStore()
  return useCallback(
    (id: string) => dismissNotification(store, accountKey, id),
    [store, accountKey],
  )
}

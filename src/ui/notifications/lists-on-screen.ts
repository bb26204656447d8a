// Which notifications lists are on screen, per account: a desktop notification is not shown
// for what a list in front of the reader shows already (spec 3 section 4).
import { useStore, type Store } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import type { Notification } from '../../entities/notification'
import { keyedAtoms } from '../../lib/keyed-atoms'
import { passesTypeFilter, type NotificationFilterKey } from '../../state/notifications'

interface ListOnScreen {
  element: HTMLElement
  /** The kinds it lists (null: every kind). */
  filter: readonly NotificationFilterKey[] | null
}

const lists = keyedAtoms<string, Set<ListOnScreen>>()

function listsOf(store: Store, account: string): Set<ListOnScreen> {
  return lists.get(store, account, () => new Set())
}

function onScreen(element: HTMLElement): boolean {
  if (!element.isConnected) return false
  const box = element.getBoundingClientRect()
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth
  )
}

/** Whether a list of the account on screen now shows this notification's kind. */
export function listOnScreenShows(store: Store, account: string, notification: Notification) {
  for (const list of listsOf(store, account)) {
    if (passesTypeFilter(notification.type, list.filter) && onScreen(list.element)) return true
  }
  return false
}

/** Register a notifications list while mounted: give the returned ref to its outer element. */
export function useNotificationListOnScreen(
  account: string,
  filter: readonly NotificationFilterKey[] | null,
): (element: HTMLElement | null) => void {
  const store = useStore()
  const entry = useRef<ListOnScreen | null>(null)
  useEffect(() => {
    if (entry.current) entry.current.filter = filter
  }, [filter])
  useEffect(
    () => () => {
      if (entry.current) listsOf(store, account).delete(entry.current)
    },
    [store, account],
  )
  return useCallback(
    (element: HTMLElement | null) => {
      const registry = listsOf(store, account)
      if (entry.current) registry.delete(entry.current)
      entry.current = element ? { element, filter } : null
      if (entry.current) registry.add(entry.current)
    },
    // The filter is kept current by the effect above: a new filter needs no new ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, account],
  )
}

// The unseen count of an account: the unseen notifications the tracker holds (those
// notificationVisibility shows) plus the unread announcements. It drives the column and nav
// badges, the "(n)" of the document title and the favicon badge (spec 2, notifications list).

import { atom, type Atom, type Store } from 'jotai'
import { keyedAtoms } from '../../lib/keyed-atoms'
import { settingsAtoms } from '../../settings/store'
import { unreadAnnouncementsAtom } from '../announcements/store'
import { columnTimelineAtom } from '../columns'
import { entityAtom, getAccountCache, type AccountKey } from '../entity-cache'
import { heldIds } from '../timeline-selectors'
import { countsAsUnseen } from './notification-types'

/** The tracker's column id: the newest notifications of an account, kept live while signed in. */
export function trackerColumnId(accountKey: AccountKey): string {
  return `notifications-tracker:${accountKey}`
}

export interface UnseenCount {
  notifications: number
  announcements: number
  total: number
}

const notificationAtoms = keyedAtoms<AccountKey, Atom<number>>()
const countAtoms = keyedAtoms<AccountKey, Atom<UnseenCount>>()

/** Unseen notifications among those the tracker holds, after notificationVisibility. */
export function unseenNotificationsAtom(store: Store, accountKey: AccountKey): Atom<number> {
  return notificationAtoms.get(store, accountKey, () =>
    atom((get) => {
      const held = heldIds(get(columnTimelineAtom(store, trackerColumnId(accountKey))))
      const { notificationVisibility } = get(settingsAtoms(store, accountKey).effective)
      const cache = getAccountCache(store, accountKey)
      let count = 0
      for (const id of held) {
        const notification = get(entityAtom(cache, 'notifications', id))
        if (notification && countsAsUnseen(notification, notificationVisibility)) count++
      }
      return count
    }),
  )
}

export function unseenCountAtom(store: Store, accountKey: AccountKey): Atom<UnseenCount> {
  return countAtoms.get(store, accountKey, () => {
    let last: UnseenCount = { notifications: 0, announcements: 0, total: 0 }
    return atom((get) => {
      const notifications = get(unseenNotificationsAtom(store, accountKey))
      const announcements = get(unreadAnnouncementsAtom(store, accountKey))
      // The same numbers keep the same object: readers re-render only on a real change.
      if (last.notifications !== notifications || last.announcements !== announcements) {
        last = { notifications, announcements, total: notifications + announcements }
      }
      return last
    })
  })
}

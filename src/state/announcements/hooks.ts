import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo } from 'react'
import type { Announcement } from '../../entities/misc'
import type { UserMessage } from '../../i18n/define-messages'
import type { ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { markAnnouncementRead, reactToAnnouncement } from './actions'
import { announcementsAtom, refreshAnnouncements, watchAdminAnnouncements } from './store'

export interface AnnouncementsView {
  /** Null until the first answer. */
  items: readonly Announcement[] | null
  loading: boolean
  error: UserMessage | null
  reload: () => void
  markRead: (id: string) => Promise<ActionResult>
  react: (id: string, name: string, on: boolean) => Promise<ActionResult>
}

/**
 * The account's announcements while a screen shows them: fetched fresh on arrival (an admin's
 * with the inactive ones too), then kept by the same list the unread count comes from.
 */
export function useAnnouncements(accountKey: AccountKey, admin: boolean): AnnouncementsView {
  const store = useStore()
  const state = useAtomValue(announcementsAtom(store, accountKey), { store })
  useEffect(() => {
    const release = admin ? watchAdminAnnouncements(store, accountKey) : undefined
    const controller = new AbortController()
    refreshAnnouncements(store, accountKey, controller.signal).catch(() => undefined)
    return () => {
      controller.abort()
      release?.()
    }
  }, [store, accountKey, admin])
  const reload = useCallback(() => {
    refreshAnnouncements(store, accountKey).catch(() => undefined)
  }, [store, accountKey])
  const markRead = useCallback(
    (id: string) => markAnnouncementRead(store, accountKey, id),
    [store, accountKey],
  )
  const react = useCallback(
    (id: string, name: string, on: boolean) => reactToAnnouncement(store, accountKey, id, name, on),
    [store, accountKey],
  )
  return useMemo(() => ({ ...state, reload, markRead, react }), [state, reload, markRead, react])
}

// The announcements of an account, in one place: the notifications tracker polls them (the
// unread count), the announcements page and column read them, stream events and the reader's
// actions change them. Admins' lists carry the inactive ones too (spec 1 section 4).

import { atom, type Atom, type PrimitiveAtom, type Store } from 'jotai'
import { adminFetchAnnouncements, fetchAnnouncements } from '../../api/announcements'
import type { ApiAnnouncement } from '../../api/wire'
import { arr } from '../../entities/coerce'
import type { Announcement } from '../../entities/misc'
import { normalizeAnnouncement } from '../../entities/normalize-misc'
import type { UserMessage } from '../../i18n/define-messages'
import { keyedAtoms } from '../../lib/keyed-atoms'
import { errorOf } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { getSession } from '../session'
import { mergeAdminAnnouncements, newestAnnouncementsFirst, unreadAnnouncementCount } from './rules'

export interface AnnouncementsState {
  /** Null until the first answer. */
  items: readonly Announcement[] | null
  loading: boolean
  /** The last refresh failed (the items held stay shown). */
  error: UserMessage | null
}

const initial: AnnouncementsState = { items: null, loading: false, error: null }

const lists = keyedAtoms<AccountKey, PrimitiveAtom<AnnouncementsState>>()
const unread = keyedAtoms<AccountKey, Atom<number>>()
/** How many admin views are open per account: while one is, refreshes merge the admin list. */
const adminViews = keyedAtoms<AccountKey, { count: number }>()

export function announcementsAtom(
  store: Store,
  accountKey: AccountKey,
): PrimitiveAtom<AnnouncementsState> {
  return lists.get(store, accountKey, () => atom(initial))
}

/** Unread, active announcements: part of the unseen count. */
export function unreadAnnouncementsAtom(store: Store, accountKey: AccountKey): Atom<number> {
  return unread.get(store, accountKey, () =>
    atom((get) => unreadAnnouncementCount(get(announcementsAtom(store, accountKey)).items ?? [])),
  )
}

/** Replace or change the held list (the actions' patches and stream events). */
export function updateAnnouncements(
  store: Store,
  accountKey: AccountKey,
  change: (items: readonly Announcement[]) => readonly Announcement[],
): void {
  const target = announcementsAtom(store, accountKey)
  const state = store.get(target)
  if (state.items === null) return
  const items = change(state.items)
  if (items !== state.items) store.set(target, { ...state, items })
}

function normalized(list: readonly ApiAnnouncement[]): Announcement[] {
  return arr(list).flatMap((raw) => normalizeAnnouncement(raw) ?? [])
}

/** An admin screen is open: refreshes merge the admin list in until the returned release. */
export function watchAdminAnnouncements(store: Store, accountKey: AccountKey): () => void {
  const views = adminViews.get(store, accountKey, () => ({ count: 0 }))
  views.count++
  return () => {
    views.count--
  }
}

/** Fetch the announcements again (a failure keeps what is held and says so). */
export async function refreshAnnouncements(
  store: Store,
  accountKey: AccountKey,
  signal?: AbortSignal,
): Promise<void> {
  const session = getSession(store, accountKey)
  if (!session) return
  const target = announcementsAtom(store, accountKey)
  store.set(target, { ...store.get(target), loading: true })
  try {
    const options = signal ? { signal } : {}
    const user = normalized(await fetchAnnouncements(session.client, options))
    const admin = (adminViews.peek(store, accountKey)?.count ?? 0) > 0
    const items = admin
      ? mergeAdminAnnouncements(user, normalized(await adminFetchAnnouncements(session.client)))
      : user
    if (signal?.aborted) return
    store.set(target, { items: newestAnnouncementsFirst(items), loading: false, error: null })
  } catch (error) {
    if (signal?.aborted) return
    store.set(target, { ...store.get(target), loading: false, error: errorOf(error) })
    throw error
  }
}

/** A streamed announcement (Mastodon): new or edited. */
export function announcementArrived(store: Store, accountKey: AccountKey, raw: ApiAnnouncement) {
  const announcement = normalizeAnnouncement(raw)
  if (!announcement) return
  updateAnnouncements(store, accountKey, (items) =>
    newestAnnouncementsFirst([
      ...items.filter((item) => item.id !== announcement.id),
      announcement,
    ]),
  )
}

/** A streamed deletion (Mastodon). */
export function announcementDeleted(store: Store, accountKey: AccountKey, id: string) {
  updateAnnouncements(store, accountKey, (items) =>
    items.some((item) => item.id === id) ? items.filter((item) => item.id !== id) : items,
  )
}

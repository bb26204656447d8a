// The reader's actions on announcements: mark one read (spec 1 section 4), react and take a
// reaction back (Mastodon's). Each shows at once, then rolls back with a notice if the server
// refuses.

import type { Store } from 'jotai'
import {
  addAnnouncementReaction,
  dismissAnnouncement as requestDismissal,
  removeAnnouncementReaction,
} from '../../api/announcements'
import type { Announcement } from '../../entities/misc'
import { attempt, type ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { noticeMessages, pushError } from '../notices'
import { getSession } from '../session'
import { withReaction } from './rules'
import { announcementsAtom, updateAnnouncements } from './store'

function held(store: Store, accountKey: AccountKey, id: string): Announcement | undefined {
  return store.get(announcementsAtom(store, accountKey)).items?.find((item) => item.id === id)
}

function replace(store: Store, accountKey: AccountKey, next: Announcement): void {
  updateAnnouncements(store, accountKey, (items) =>
    items.map((item) => (item.id === next.id ? next : item)),
  )
}

async function patched(
  store: Store,
  accountKey: AccountKey,
  id: string,
  patch: (announcement: Announcement) => Announcement,
  send: (client: NonNullable<ReturnType<typeof getSession>>['client']) => Promise<void>,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  const before = held(store, accountKey, id)
  if (!session || !before) {
    return { ok: false, error: { descriptor: noticeMessages.unknownError }, skipped: true }
  }
  const after = patch(before)
  if (after === before) return { ok: true, value: undefined }
  replace(store, accountKey, after)
  const result = await attempt(async () => {
    await send(session.client)
    return undefined
  })
  if (!result.ok) {
    // Undo only our own patch: a refresh that came meanwhile keeps its newer copy.
    if (held(store, accountKey, id) === after) replace(store, accountKey, before)
    pushError(store, result.error)
  }
  return result
}

/** Mark one announcement read; an inactive one cannot be (spec 1 section 4). */
export function markAnnouncementRead(
  store: Store,
  accountKey: AccountKey,
  id: string,
): Promise<ActionResult> {
  return patched(
    store,
    accountKey,
    id,
    (announcement) =>
      announcement.read || announcement.inactive ? announcement : { ...announcement, read: true },
    (client) => requestDismissal(client, id),
  )
}

/** Add (`on`) or take back the reader's reaction `name`. */
export function reactToAnnouncement(
  store: Store,
  accountKey: AccountKey,
  id: string,
  name: string,
  on: boolean,
): Promise<ActionResult> {
  return patched(
    store,
    accountKey,
    id,
    (announcement) => withReaction(announcement, name, on),
    (client) =>
      on ? addAnnouncementReaction(client, id, name) : removeAnnouncementReaction(client, id, name),
  )
}

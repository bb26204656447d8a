// An admin's changes to the announcements (spec 3 section 7): post, edit, delete. Applied once
// the server says ok, then the list is fetched again (the admin list merged with the user's, for
// the read state); a refusal is the editor's to show, in the server's words where it gave some.

import type { Store } from 'jotai'
import {
  adminCreateAnnouncement,
  adminDeleteAnnouncement,
  adminUpdateAnnouncement,
} from '../../api/announcements'
import type { ApiAnnouncementParams } from '../../api/wire'
import type { ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { moderationErrorOf } from '../moderation/errors'
import { moderationStateMessages } from '../moderation/messages'
import { getSession } from '../session'
import { refreshAnnouncements } from './store'

type AnnouncementDraft = Required<ApiAnnouncementParams>

async function change(
  store: Store,
  accountKey: AccountKey,
  send: (client: NonNullable<ReturnType<typeof getSession>>['client']) => Promise<unknown>,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return { ok: false, error: { descriptor: moderationStateMessages.notSignedIn } }
  try {
    await send(session.client)
  } catch (error) {
    return { ok: false, error: moderationErrorOf(error) }
  }
  await refreshAnnouncements(store, accountKey).catch(() => undefined)
  return { ok: true, value: undefined }
}

export function postAnnouncement(store: Store, accountKey: AccountKey, draft: AnnouncementDraft) {
  return change(store, accountKey, (client) => adminCreateAnnouncement(client, draft))
}

export function editAnnouncement(
  store: Store,
  accountKey: AccountKey,
  id: string,
  draft: AnnouncementDraft,
) {
  return change(store, accountKey, (client) => adminUpdateAnnouncement(client, id, draft))
}

export function deleteAnnouncement(store: Store, accountKey: AccountKey, id: string) {
  return change(store, accountKey, (client) => adminDeleteAnnouncement(client, id))
}

// Acting on notifications: mark everything seen (the Read button), mark one seen, dismiss one.
// Marking seen shows at once and is rolled back with a notice if the server refuses; a dismissal
// waits for the server's ok, then leaves the cache and every column at once.

import type { Store } from 'jotai'
import { isApiError } from '../../api/errors'
import {
  dismissNotification as requestDismissal,
  markNotificationsRead,
} from '../../api/notifications'
import type { Notification } from '../../entities/notification'
import type { UserMessage } from '../../i18n/define-messages'
import { getAccountCache, readEntity, type AccountKey } from '../entity-cache'
import { maxId } from '../ids'
import { ingestNotificationDismissal, overwriteEntity } from '../ingest'
import { noticeMessages, pushNotice } from '../notices'
import { getSession } from '../session'

export type NotificationActionResult = { ok: true } | { ok: false; error: UserMessage }

function messageOf(error: unknown): UserMessage {
  return isApiError(error) ? error.userMessage : { descriptor: noticeMessages.unknownError }
}

function failed(store: Store, error: unknown): NotificationActionResult {
  const message = messageOf(error)
  pushNotice(store, { level: 'error', message })
  return { ok: false, error: message }
}

const noSession: NotificationActionResult = {
  ok: false,
  error: { descriptor: noticeMessages.unknownError },
}

/** Set seen on the given notifications; returns the copies held before, for a rollback. */
function patchSeen(
  store: Store,
  accountKey: AccountKey,
  notifications: Iterable<Notification>,
): Notification[] {
  const before: Notification[] = []
  for (const notification of notifications) {
    if (notification.seen) continue
    before.push(notification)
    overwriteEntity(store, accountKey, 'notifications', { ...notification, seen: true })
  }
  return before
}

/** Put back what a failed request patched, unless a newer copy replaced the patch meanwhile. */
function rollBack(store: Store, accountKey: AccountKey, before: readonly Notification[]): void {
  const cache = getAccountCache(store, accountKey)
  for (const old of before) {
    const held = readEntity(cache, 'notifications', old.id)
    if (held?.seen === true && held.type === old.type) {
      overwriteEntity(store, accountKey, 'notifications', { ...held, seen: false })
    }
  }
}

/** The Read button: every notification up to the newest the account holds becomes seen. */
export async function markAllNotificationsSeen(
  store: Store,
  accountKey: AccountKey,
): Promise<NotificationActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return noSession
  const held = getAccountCache(store, accountKey).tables.notifications.values
  const newest = maxId([...held.keys()])
  if (newest === null) return { ok: true }
  const before = patchSeen(store, accountKey, held.values())
  try {
    await markNotificationsRead(session.client, { maxId: newest })
    return { ok: true }
  } catch (error) {
    rollBack(store, accountKey, before)
    return failed(store, error)
  }
}

/** One notification seen (an approved follow request's, for one). */
export async function markNotificationSeen(
  store: Store,
  accountKey: AccountKey,
  id: string,
): Promise<NotificationActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return noSession
  const held = readEntity(getAccountCache(store, accountKey), 'notifications', id)
  const before = held ? patchSeen(store, accountKey, [held]) : []
  try {
    await markNotificationsRead(session.client, { id })
    return { ok: true }
  } catch (error) {
    rollBack(store, accountKey, before)
    return failed(store, error)
  }
}

/** Dismiss one notification: gone from every column once the server says so. */
export async function dismissNotification(
  store: Store,
  accountKey: AccountKey,
  id: string,
): Promise<NotificationActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return noSession
  try {
    await requestDismissal(session.client, id)
    ingestNotificationDismissal(store, accountKey, id)
    return { ok: true }
  } catch (error) {
    return failed(store, error)
  }
}

// Approving and denying a follow request, in the order of effects spec 1 section 4 and spec 2
// section 4 give. Approve: the request leaves the list, the count goes down, its notification
// is marked seen and becomes a follow; all at once, put back if the server refuses. Deny: only
// once the server said yes does the notification go, then the request and the count.
import type { Store } from 'jotai'
import { authorizeFollowRequest, rejectFollowRequest } from '../../api/accounts'
import type { Notification } from '../../entities/notification'
import { errorOf, type ActionResult } from '../action-result'
import { getAccountCache, readEntity, type AccountKey } from '../entity-cache'
import { ingestNotificationDismissal, overwriteEntity } from '../ingest'
import { ingestApiRelationships } from '../ingest-api'
import { noticeMessages, pushNotice } from '../notices'
import { markNotificationSeen } from '../notifications/actions'
import { getSession } from '../session'
import {
  followRequestsAtom,
  withAnswering,
  withRequestAt,
  withoutRequest,
  type FollowRequestList,
} from './list'

export interface FollowRequestAnswer {
  /** The requester. */
  userId: string
  /** The signed-in user, whose follow_requests_count moves. */
  viewerId: string | null
  /** The request's notification, when the answer came from it (else the one held is found). */
  notificationId?: string
}

const unknown = { descriptor: noticeMessages.unknownError }
const noSession: ActionResult = { ok: false, error: unknown }
/** The same requester is being answered already: nothing more to do or show. */
const inFlight: ActionResult = { ok: false, error: unknown, skipped: true }

/** The follow_request notification of this requester the account holds, if any. */
function requestNotification(
  store: Store,
  accountKey: AccountKey,
  answer: FollowRequestAnswer,
): Notification | undefined {
  const cache = getAccountCache(store, accountKey)
  if (answer.notificationId !== undefined) {
    return readEntity(cache, 'notifications', answer.notificationId)
  }
  for (const notification of cache.tables.notifications.values.values()) {
    if (notification.type === 'follow_request' && notification.from_profile_id === answer.userId)
      return notification
  }
  return undefined
}

/** Move the viewer's follow_requests_count (never below zero). */
function moveCount(store: Store, accountKey: AccountKey, viewerId: string | null, by: number) {
  if (viewerId === null) return
  const viewer = readEntity(getAccountCache(store, accountKey), 'users', viewerId)
  if (!viewer) return
  overwriteEntity(store, accountKey, 'users', {
    ...viewer,
    follow_request_count: Math.max(0, viewer.follow_request_count + by),
  })
}

function update(
  store: Store,
  accountKey: AccountKey,
  next: (list: FollowRequestList) => FollowRequestList,
) {
  const target = followRequestsAtom(store, accountKey)
  store.set(target, next(store.get(target)))
}

function failed(store: Store, error: unknown): ActionResult {
  const message = errorOf(error)
  pushNotice(store, { level: 'error', message })
  return { ok: false, error: message }
}

export async function approveFollowRequest(
  store: Store,
  accountKey: AccountKey,
  answer: FollowRequestAnswer,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return noSession
  const { userId } = answer
  const before = store.get(followRequestsAtom(store, accountKey))
  if (before.answering.includes(userId)) return inFlight
  const index = before.ids.indexOf(userId)
  update(store, accountKey, (list) => withAnswering(withoutRequest(list, userId), userId, true))
  moveCount(store, accountKey, answer.viewerId, -1)
  const notification = requestNotification(store, accountKey, answer)
  if (notification) {
    overwriteEntity(store, accountKey, 'notifications', {
      ...notification,
      seen: true,
      type: 'follow',
    })
  }
  try {
    const relationship = await authorizeFollowRequest(session.client, userId)
    ingestApiRelationships(store, accountKey, [relationship])
    // The server hears of the seen mark once the approval stands (a refusal there has its own
    // notice and rollback; the approval stands).
    if (notification && !notification.seen)
      await markNotificationSeen(store, accountKey, notification.id)
    return { ok: true, value: undefined }
  } catch (error) {
    update(store, accountKey, (list) => withRequestAt(list, userId, index))
    moveCount(store, accountKey, answer.viewerId, 1)
    if (notification) {
      const held = readEntity(getAccountCache(store, accountKey), 'notifications', notification.id)
      if (held?.type === 'follow') overwriteEntity(store, accountKey, 'notifications', notification)
    }
    return failed(store, error)
  } finally {
    update(store, accountKey, (list) => withAnswering(list, userId, false))
  }
}

export async function denyFollowRequest(
  store: Store,
  accountKey: AccountKey,
  answer: FollowRequestAnswer,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return noSession
  const { userId } = answer
  if (store.get(followRequestsAtom(store, accountKey)).answering.includes(userId)) return inFlight
  update(store, accountKey, (list) => withAnswering(list, userId, true))
  try {
    const relationship = await rejectFollowRequest(session.client, userId)
    ingestApiRelationships(store, accountKey, [relationship])
  } catch (error) {
    update(store, accountKey, (list) => withAnswering(list, userId, false))
    return failed(store, error)
  }
  const notification = requestNotification(store, accountKey, answer)
  if (notification) ingestNotificationDismissal(store, accountKey, notification.id)
  update(store, accountKey, (list) => withAnswering(withoutRequest(list, userId), userId, false))
  moveCount(store, accountKey, answer.viewerId, -1)
  return { ok: true, value: undefined }
}

/**
 * A follow_request notification arrived (stream or polling): the count goes up and, when the
 * list was loaded, the requester shows at its top.
 */
export function followRequestArrived(
  store: Store,
  accountKey: AccountKey,
  userId: string,
  viewerId: string | null,
): void {
  const list = store.get(followRequestsAtom(store, accountKey))
  if (list.ids.includes(userId)) return
  if (list.status === 'ready')
    update(store, accountKey, () => ({ ...list, ids: [userId, ...list.ids] }))
  moveCount(store, accountKey, viewerId, 1)
}

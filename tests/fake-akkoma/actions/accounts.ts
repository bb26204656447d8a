import { fail, notFound } from '../http/errors'
import { pairKey, type Store } from '../store/store'
import type { Follow, Notification, User } from '../store/types'
import { notify } from './notify'

export function follow(
  store: Store,
  follower: User,
  target: User,
  options: { reblogs?: boolean; notify?: boolean } = {},
): Follow {
  if (follower.id === target.id) throw fail(400, 'Can not follow yourself')
  if (store.isBlocking(target.id, follower.id))
    throw fail(403, 'Could not follow user: You are blocked by this user.')
  if (!target.isActive) throw notFound()
  const key = pairKey(follower.id, target.id)
  const existing = store.follows.get(key)
  if (existing) {
    if (options.reblogs !== undefined) existing.reblogs = options.reblogs
    if (options.notify !== undefined) existing.notify = options.notify
    return existing
  }
  const record: Follow = {
    id: store.flake.next(store.now()),
    followerId: follower.id,
    followeeId: target.id,
    state: target.locked ? 'pending' : 'accepted',
    reblogs: options.reblogs ?? true,
    notify: options.notify ?? false,
  }
  store.follows.set(key, record)
  notify(store, {
    userId: target.id,
    type: record.state === 'pending' ? 'follow_request' : 'follow',
    actorId: follower.id,
  })
  store.events.emit(
    'followUpdate',
    record,
    record.state === 'pending' ? 'follow_pending' : 'follow_accept',
  )
  return record
}

export function unfollow(store: Store, follower: User, target: User): void {
  const key = pairKey(follower.id, target.id)
  const record = store.follows.get(key)
  if (!record) return
  store.follows.delete(key)
  store.events.emit('followUpdate', record, 'unfollow')
}

/** Approve or deny a follow request addressed to `user`. */
export function answerFollowRequest(
  store: Store,
  user: User,
  requester: User,
  accept: boolean,
): void {
  const record = store.follows.get(pairKey(requester.id, user.id))
  if (!record || record.state !== 'pending') {
    if (accept && record) return
    throw notFound()
  }
  if (accept) {
    record.state = 'accepted'
    store.events.emit('followUpdate', record, 'follow_accept')
  } else {
    store.follows.delete(pairKey(requester.id, user.id))
    store.events.emit('followUpdate', record, 'unfollow')
  }
  const isRequest = (n: Notification) =>
    n.type === 'follow_request' && n.userId === user.id && n.actorId === requester.id
  if (accept) {
    // Akkoma's Notification.update_notification_type: the request's notification, same id and
    // seen state, now says follow.
    const request = store.notifications.find(isRequest)
    if (request) request.type = 'follow'
    else notify(store, { userId: user.id, type: 'follow', actorId: requester.id })
  } else {
    // CommonAPI.reject_follow_request dismisses it.
    store.notifications = store.notifications.filter((n) => !isRequest(n))
  }
}

export function block(store: Store, user: User, target: User): void {
  if (user.id === target.id) throw fail(400, 'Can not block yourself')
  store.blocks.set(pairKey(user.id, target.id), store.flake.next(store.now()))
  store.follows.delete(pairKey(user.id, target.id))
  store.follows.delete(pairKey(target.id, user.id))
}

export function mute(
  store: Store,
  user: User,
  target: User,
  options: { notifications?: boolean; expiresIn?: number },
): void {
  if (user.id === target.id) throw fail(400, 'Can not mute yourself')
  store.mutes.set(pairKey(user.id, target.id), {
    notifications: options.notifications ?? true,
    expiresAt: options.expiresIn ? store.now() + options.expiresIn * 1000 : null,
    id: store.flake.next(store.now()),
  })
}

export function removeFromFollowers(store: Store, user: User, follower: User): void {
  store.follows.delete(pairKey(follower.id, user.id))
}

export function setSubscription(store: Store, user: User, target: User, on: boolean): void {
  const record = store.follows.get(pairKey(user.id, target.id))
  if (record) record.notify = on
  else if (on) throw fail(403, 'Could not subscribe: you do not follow this user')
}

/** `move_account`: the followers follow the new account and get a `move` notification. */
export function moveAccount(store: Store, user: User, target: User): void {
  if (
    !target.alsoKnownAs.includes(`${store.origin}/users/${user.nickname}`) &&
    target.domain === null
  )
    throw fail(400, 'Target account must have the origin in `alsoKnownAs`')
  user.movedToId = target.id
  for (const follower of store.followersOf(user.id)) {
    notify(store, { userId: follower.id, type: 'move', actorId: user.id, targetId: target.id })
    if (follower.allowFollowingMove && follower.id !== target.id) {
      store.follows.delete(pairKey(follower.id, user.id))
      follow(store, follower, target)
    }
  }
}

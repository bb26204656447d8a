import { fail, notFound } from '../http/errors'
import type { Store } from '../store/store'
import { stripHtml } from '../store/text'
import type { Notification, PushMessage, PushSubscription, Token, User } from '../store/types'

/** The alert kinds a subscription may ask for; anything else in `data[alerts]` is dropped. */
const ALERT_TYPES = [
  'mention',
  'status',
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'poll',
  'pleroma:emoji_reaction',
  'move',
  'update',
] as const

/** What the instance keeps of the pushes it built (enough for any test, bounded for demos). */
const OUTBOX_LIMIT = 200

export interface SubscriptionInput {
  endpoint: string
  p256dh: string
  auth: string
  alerts: Record<string, unknown>
}

/** Akkoma's plug: without VAPID keys every subscription call is refused. */
export function requirePushEnabled(store: Store): string {
  const key = store.settings.vapidPublicKey
  if (!key) throw fail(403, 'Web push subscription is disabled on this Pleroma instance')
  return key
}

// Some clients send standard base64; Akkoma stores the URL-safe form without padding.
const urlSafe = (key: string) => key.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

function alertsOf(raw: Record<string, unknown>): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const type of ALERT_TYPES) {
    const value = raw[type]
    if (value !== undefined) out[type] = value === true || value === 'true' || value === '1'
  }
  return out
}

/** POST: replaces the token's subscription (Akkoma deletes the old one first). */
export function subscribe(
  store: Store,
  user: User,
  token: Token,
  input: SubscriptionInput,
): PushSubscription {
  requirePushEnabled(store)
  if (!input.endpoint || !input.p256dh || !input.auth)
    throw fail(400, 'Missing field: subscription')
  const record: PushSubscription = {
    id: store.seq.push.next(),
    userId: user.id,
    tokenId: token.id,
    endpoint: input.endpoint,
    p256dh: urlSafe(input.p256dh),
    auth: urlSafe(input.auth),
    alerts: alertsOf(input.alerts),
  }
  store.pushSubscriptions.set(token.id, record)
  return record
}

export function subscriptionOf(store: Store, user: User, token: Token): PushSubscription {
  requirePushEnabled(store)
  const found = store.pushSubscriptions.get(token.id)
  if (!found || found.userId !== user.id) throw notFound()
  return found
}

export function updateAlerts(
  store: Store,
  user: User,
  token: Token,
  alerts: Record<string, unknown>,
): PushSubscription {
  const found = subscriptionOf(store, user, token)
  found.alerts = alertsOf(alerts)
  return found
}

export function unsubscribe(store: Store, user: User, token: Token): void {
  subscriptionOf(store, user, token)
  store.pushSubscriptions.delete(token.id)
}

export function renderSubscription(store: Store, record: PushSubscription) {
  return {
    id: String(record.id),
    endpoint: record.endpoint,
    alerts: record.alerts,
    server_key: store.settings.vapidPublicKey ?? '',
  }
}

const TITLES: Record<string, string> = {
  mention: 'New Mention',
  status: 'New Status',
  follow: 'New Follower',
  follow_request: 'New Follow Request',
  reblog: 'New Repeat',
  favourite: 'New Favorite',
  update: 'New Update',
  'pleroma:emoji_reaction': 'New Reaction',
  poll: 'Poll Results',
  move: 'New Move',
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The title and body Akkoma's Push.Impl writes for a notification. */
function content(
  store: Store,
  n: Notification,
  actorName: string,
): { title: string; body: string } {
  const status = n.statusId ? store.statuses.get(n.statusId) : undefined
  const text = status ? truncate(stripHtml(status.content).trim(), 80) : ''
  const recipient = store.user(n.userId)
  if (status?.visibility === 'direct' && n.type === 'mention')
    return { title: 'New Direct Message', body: `@${actorName}` }
  const title = TITLES[n.type] ?? 'New Notification'
  if (recipient?.notificationSettings.hide_notification_contents) return { title, body: '' }
  const bodies: Record<string, string> = {
    mention: `@${actorName}: ${text}`,
    status: `@${actorName}: ${text}`,
    reblog: `@${actorName} repeated: ${text}`,
    favourite: `@${actorName} has favorited your post`,
    follow: `@${actorName} has followed you`,
    follow_request: `@${actorName} has requested to follow you`,
    'pleroma:emoji_reaction': `@${actorName} reacted with ${n.emoji ?? ''}`,
    update: `@${actorName} edited a status`,
    poll: text,
    move: `@${actorName} has moved`,
  }
  return { title, body: bodies[n.type] ?? `@${actorName}` }
}

/**
 * Akkoma's WebPusherWorker: for every subscription of the recipient that asked for this kind,
 * the JSON payload it encrypts and sends to the endpoint. The local instance has no network to
 * deliver it, so it keeps it in the outbox, where tests read it to hand it to the browser.
 */
export function queuePushes(store: Store, n: Notification): PushMessage[] {
  if (!store.settings.vapidPublicKey) return []
  const actor = store.user(n.actorId)
  if (!actor) return []
  const out: PushMessage[] = []
  for (const record of store.pushSubscriptions.values()) {
    if (record.userId !== n.userId || record.alerts[n.type] !== true) continue
    const token = [...store.tokens.values()].find((candidate) => candidate.id === record.tokenId)
    if (!token) continue
    const message: PushMessage = {
      subscriptionId: record.id,
      userId: n.userId,
      notificationId: n.id,
      endpoint: record.endpoint,
      payload: {
        access_token: token.accessToken,
        notification_id: n.id,
        notification_type: n.type,
        icon: `${store.origin}${actor.avatarFile || '/images/avi.png'}`,
        preferred_locale: 'en',
        pleroma: {
          activity_id: n.statusId ?? String(n.id),
          direct_conversation_id: null,
        },
        ...content(store, n, store.acct(actor)),
      },
    }
    out.push(message)
  }
  store.pushOutbox.push(...out)
  if (store.pushOutbox.length > OUTBOX_LIMIT)
    store.pushOutbox.splice(0, store.pushOutbox.length - OUTBOX_LIMIT)
  return out
}

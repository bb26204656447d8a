// Web Push (spec 1 section 8): the browser's push subscription, made with the instance's VAPID
// key through the Push API and handed to the instance (POST /api/v1/push/subscription), or
// taken back. It needs browser support, the webPushNotifications setting and a VAPID key; the
// reason it cannot run is what the settings show. The service worker (public/sw-pleroma.js)
// shows the pushes; the app tells it what to keep (hide if CW, where "notifications" is).
import type { Store } from 'jotai'
import { isApiError } from '../../api/errors'
import { createPushSubscription, deletePushSubscription, type PushEndpoint } from '../../api/push'
import type { ApiPushAlerts } from '../../api/wire'
import type { NotificationVisibility } from '../../settings/defaults'
import { errorOf, type ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { getSession } from '../session'
import { webPushMessages as m } from './messages'

export const SERVICE_WORKER_PATH = '/sw-pleroma.js'

/** Why web push cannot be turned on: the two texts of spec 1 section 8. */
export type WebPushBlocker = 'disabledInConfig' | 'noVapidKey'

export function webPushBlocker(supported: boolean, vapidKey: string | null): WebPushBlocker | null {
  if (!supported) return 'disabledInConfig'
  if (vapidKey === null || vapidKey === '') return 'noVapidKey'
  return null
}

/** The browser can subscribe: service workers and the Push API. */
export function browserSupportsPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window
  )
}

/** The kinds pushed: those notificationVisibility shows (posts of subscriptions and edits too). */
export function pushAlertsFor(visibility: NotificationVisibility): ApiPushAlerts {
  return {
    mention: visibility.mentions,
    favourite: visibility.likes,
    reblog: visibility.repeats,
    follow: visibility.follows,
    follow_request: visibility.followRequest,
    move: visibility.moves,
    poll: visibility.polls,
    'pleroma:emoji_reaction': visibility.emojiReactions,
  }
}

/** What the service worker keeps to write and route the pushes it shows. */
export interface PushWorkerSettings {
  hideIfCW: boolean
  /** The notifications view of the subscribed account: where a push not about a status opens. */
  notificationsPath: string
  /** "Content warning", in the reader's language: the body of a hidden push says it first. */
  contentWarning: string
}

/** A VAPID key (base64url, as instances publish it) as the bytes the Push API takes. */
export function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function endpointOf(subscription: PushSubscription): PushEndpoint {
  const json = subscription.toJSON()
  const p256dh = json.keys?.p256dh
  const auth = json.keys?.auth
  if (!json.endpoint || !p256dh || !auth)
    throw new Error('The browser gave a subscription without keys')
  return { endpoint: json.endpoint, keys: { p256dh, auth } }
}

async function registrationOf(
  container: ServiceWorkerContainer,
): Promise<ServiceWorkerRegistration> {
  const found = await container.getRegistration()
  if (!found) await container.register(SERVICE_WORKER_PATH)
  return container.ready
}

/** Tell the worker what to keep; a worker not active yet hears it on the next subscription. */
export function tellServiceWorker(
  registration: ServiceWorkerRegistration,
  settings: PushWorkerSettings,
): void {
  registration.active?.postMessage({ type: 'push-settings', settings })
}

function failure(error: unknown): ActionResult {
  console.warn('Web push setup failed', error)
  if (isApiError(error)) return { ok: false, error: errorOf(error) }
  // A DOMException from the Push API (not an Error everywhere) carries its message too.
  const message = (error as { message?: unknown } | null)?.message
  const reason = typeof message === 'string' ? message : String(error)
  return { ok: false, error: { descriptor: m.failed, values: { reason } } }
}

export interface WebPushOptions {
  vapidKey: string
  alerts: ApiPushAlerts
  settings: PushWorkerSettings
  container?: ServiceWorkerContainer
}

/** Subscribe the browser (or reuse its subscription) and hand it to the account's instance. */
export async function subscribeWebPush(
  store: Store,
  accountKey: AccountKey,
  options: WebPushOptions,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  const container = options.container ?? navigator.serviceWorker
  if (!session) return { ok: false, error: { descriptor: m.failed, values: { reason: '' } } }
  try {
    const registration = await registrationOf(container)
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(options.vapidKey),
      }))
    await createPushSubscription(session.client, endpointOf(subscription), options.alerts)
    tellServiceWorker(registration, options.settings)
    return { ok: true, value: undefined }
  } catch (error) {
    return failure(error)
  }
}

/** Take the browser's subscription back and tell the instance (which may have had none). */
export async function unsubscribeWebPush(
  store: Store,
  accountKey: AccountKey,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  try {
    const registration = await container.getRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    await subscription?.unsubscribe()
    if (session) {
      await deletePushSubscription(session.client).catch((error: unknown) => {
        // None on the server is what we wanted.
        if (!(isApiError(error) && error.status === 404)) throw error
      })
    }
    return { ok: true, value: undefined }
  } catch (error) {
    return failure(error)
  }
}

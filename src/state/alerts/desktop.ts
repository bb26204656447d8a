// Desktop notifications (the Notification API), spec 1 section 4 and spec 3 section 9: asked
// for on a user gesture only, silent for 10 s after the notifications stream starts, never for
// what the reader is already looking at, and only for the kinds notificationVisibility shows.
import type { Notification as AppNotification } from '../../entities/notification'
import type { NotificationVisibility } from '../../settings/defaults'
import { STREAM_NOTIFICATION_SILENCE_MS } from '../constants'
import { isVisibleType } from '../notifications/notification-types'

export type DesktopPermission = NotificationPermission | 'unsupported'

export interface DesktopAlertContext {
  permission: DesktopPermission
  /** When the account's notifications stream started (epoch ms). */
  streamingSince: number
  now: number
  visibility: NotificationVisibility
  /** Web push is on: its service worker shows the alerts, the page would show them twice. */
  webPush: boolean
  /** The page is shown and has the focus. */
  pageInFront: boolean
  /** A notifications list showing this notification's kind is on screen. */
  listShows: (notification: AppNotification) => boolean
}

/** Until when alerts stay silent after the stream started. */
export function silencedUntil(streamingSince: number): number {
  return streamingSince + STREAM_NOTIFICATION_SILENCE_MS
}

/** Whether a notification that just arrived becomes a desktop notification. */
export function shouldShowDesktopAlert(
  notification: AppNotification,
  context: DesktopAlertContext,
): boolean {
  if (context.permission !== 'granted' || context.webPush) return false
  if (context.now < silencedUntil(context.streamingSince)) return false
  if (notification.seen || notification.is_muted) return false
  if (!isVisibleType(notification.type, context.visibility)) return false
  // What the reader is looking at already needs no alert.
  return !(context.pageInFront && context.listShows(notification))
}

/** The browser's permission now, without asking. */
export function desktopPermission(): DesktopPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/** Ask for the permission: call it from a click or a key press only (spec: a user gesture). */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (typeof Notification === 'undefined') return 'unsupported'
  try {
    return await Notification.requestPermission()
  } catch (error) {
    console.warn('Asking for desktop notifications failed', error)
    return Notification.permission
  }
}

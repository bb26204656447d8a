// The global notice layer: every part of the client reports what the user must know (a failed
// favourite, a broken socket, a timeline error) here, and one component shows the list.
// Notices are not per account: they describe what the whole app is doing.

import { atom } from 'jotai'
import type { Store } from 'jotai'
import { defineMessages, type UserMessage } from '../i18n/define-messages'
import { NOTICE_TIMEOUT_MS } from './constants'

export type NoticeLevel = 'success' | 'info' | 'warning' | 'error'

export interface Notice {
  id: number
  level: NoticeLevel
  message: UserMessage
  /** Null: stays until dismissed. */
  timeoutMs: number | null
  /** Taken away when the app finds itself offline (NoticeInput's quietOffline). */
  quietOffline?: boolean
}

export interface NoticeInput {
  level: NoticeLevel
  message: UserMessage
  timeoutMs?: number | null
  /**
   * A failure of something the app fetches on its own (a page, the stream, the settings sync):
   * left out while the browser is offline, where the offline banner says it for all of them.
   */
  quietOffline?: boolean
}

export const noticesAtom = atom<readonly Notice[]>([])

/** The app found the instance out of reach (the offline banner shows; see connectivity.ts). */
const offlineAtom = atom(false)

export const noticeMessages = defineMessages({
  socketReconnected: {
    id: 'timeline.socket_reconnected',
    defaultMessage: 'Realtime connection established',
  },
  socketBroke: {
    id: 'timeline.socket_broke',
    defaultMessage: 'Realtime connection lost: CloseEvent code {code}',
  },
  timelineError: { id: 'timeline.error', defaultMessage: 'Error fetching timeline: {error}' },
  notificationsError: {
    id: 'notifications.error',
    defaultMessage: 'Error fetching notifications: {error}',
  },
  unknownError: { id: 'general.generic_error', defaultMessage: 'An error occurred' },
  sessionExpired: {
    id: 'login.session_expired',
    defaultMessage: 'The session of {account} has ended. Sign in again to continue.',
  },
})

let nextId = 1
/** What pushNotice returns for a notice left out (dismissing it does nothing). */
const QUIET_NOTICE_ID = 0

function offline(store: Store): boolean {
  // Node has a `navigator` without `onLine` (the types say it always has one): only a
  // browser's own "offline" counts.
  const onLine = (globalThis.navigator as Partial<Navigator> | undefined)?.onLine
  return store.get(offlineAtom) || onLine === false
}

/**
 * The app is offline, or back: while offline, background failures are left out, and those
 * already shown go (the offline banner says it for all of them).
 */
export function noteOffline(store: Store, isOffline: boolean): void {
  store.set(offlineAtom, isOffline)
  if (!isOffline) return
  for (const notice of store.get(noticesAtom)) {
    if (notice.quietOffline === true) dismissNotice(store, notice.id)
  }
}
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function sameMessage(a: UserMessage, b: UserMessage): boolean {
  if (a.descriptor.id !== b.descriptor.id) return false
  return JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {})
}

/** Show a notice; an identical one already showing is replaced, so a flapping socket or a
 * retried call does not pile up copies. Returns the id to dismiss it with. */
export function pushNotice(store: Store, input: NoticeInput): number {
  if (input.quietOffline === true && offline(store)) return QUIET_NOTICE_ID
  const timeoutMs = input.timeoutMs === undefined ? NOTICE_TIMEOUT_MS : input.timeoutMs
  const notice: Notice = {
    id: nextId++,
    level: input.level,
    message: input.message,
    timeoutMs,
    ...(input.quietOffline === true && { quietOffline: true }),
  }
  const current = store.get(noticesAtom)
  const twins = current.filter(
    (n) => n.level === notice.level && sameMessage(n.message, notice.message),
  )
  for (const twin of twins) clearTimer(twin.id)
  store.set(noticesAtom, [...current.filter((n) => !twins.includes(n)), notice])
  if (timeoutMs !== null) {
    timers.set(
      notice.id,
      setTimeout(() => {
        dismissNotice(store, notice.id)
      }, timeoutMs),
    )
  }
  return notice.id
}

function clearTimer(id: number): void {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
  timers.delete(id)
}

export function dismissNotice(store: Store, id: number): void {
  clearTimer(id)
  const current = store.get(noticesAtom)
  if (current.some((n) => n.id === id))
    store.set(
      noticesAtom,
      current.filter((n) => n.id !== id),
    )
}

/** An error notice with the user-facing text of a failure. */
export function pushError(store: Store, message: UserMessage): number {
  return pushNotice(store, { level: 'error', message })
}

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
}

export interface NoticeInput {
  level: NoticeLevel
  message: UserMessage
  timeoutMs?: number | null
}

export const noticesAtom = atom<readonly Notice[]>([])

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
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function sameMessage(a: UserMessage, b: UserMessage): boolean {
  if (a.descriptor.id !== b.descriptor.id) return false
  return JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {})
}

/** Show a notice; an identical one already showing is replaced, so a flapping socket or a
 * retried call does not pile up copies. Returns the id to dismiss it with. */
export function pushNotice(store: Store, input: NoticeInput): number {
  const timeoutMs = input.timeoutMs === undefined ? NOTICE_TIMEOUT_MS : input.timeoutMs
  const notice: Notice = { id: nextId++, level: input.level, message: input.message, timeoutMs }
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

// The state side of live streams. One socket per distinct stream (account + stream name + its
// params), shared by reference count between every column that needs it and closed when the
// last one leaves. Each event is ingested once, here, then handed to every subscriber. While a
// socket is broken its subscribers poll (timeline and notifications every 20 s, announcements
// every 60 s: see stream-polling.ts and announcements/polling.ts); when it joins
// again polling stops and each subscriber fills the gap over REST. A frame that cannot be read
// makes the stream's subscribers catch up the same way, at most once a second. The reconnect
// and broken notices of spec 1 section 8 are raised here. A session that expires closes its
// sockets.

import type { Store } from 'jotai'
import type { ApiClient } from '../api/client'
import type { StreamEvent } from '../api/streaming/frames'
import type { SocketState } from '../api/streaming/states'
import { StreamSocket, type StreamStatus } from '../api/streaming/stream-socket'
import type { Chat } from '../entities/chat'
import { idOrNull, nonEmpty } from '../entities/coerce'
import type { Conversation } from '../entities/misc'
import type { Status } from '../entities/status'
import { announcementArrived, announcementDeleted } from './announcements/store'
import { getAccountCache, readEntity, type AccountKey } from './entity-cache'
import { applyFollowUpdate } from './follow-updates'
import { ingestDeletion } from './ingest'
import {
  ingestApiChats,
  ingestApiConversations,
  ingestApiNotification,
  ingestApiStatus,
} from './ingest-api'
import { noticeMessages, pushNotice } from './notices'
import { isCached, noteNewStatus } from './replies'
import { LOST_FRAME_CATCH_UP_MS } from './constants'
import { createPoller, type Poller } from './poller'
import { getSession, onSessionExpired } from './session'
import { createTrailingThrottle, type TrailingThrottle } from './throttle'

/** A stream: Akkoma's stream name and its extra query args (tag, list, instance). */
export interface StreamSpec {
  stream: string
  params?: Readonly<Record<string, string>>
}

/** What a subscriber hears, after the entity is in the cache. */
export type StreamUpdate =
  | { type: 'status'; id: string }
  | { type: 'statusEdited'; id: string }
  | { type: 'notification'; id: string }
  | { type: 'deleted'; id: string }
  | { type: 'filtersChanged' }
  /** A conversation changed (direct stream): its last status and participants are cached. */
  | { type: 'conversation'; conversation: Conversation }
  /** A chat got a message (Pleroma, user stream): its account is cached. */
  | { type: 'chat'; chat: Chat }

export interface StreamSubscriber {
  onUpdate(update: StreamUpdate): void
  /** After a reconnect: fetch newer than the newest held, page until caught up. */
  fillGap(): Promise<void>
  /** One polling round while the socket is broken. */
  poll(): Promise<void>
  pollIntervalMs: number
  /** A frame could not be read: note, at once, where the subscriber stood before it. */
  frameLost?(): void
  /** Fetch what lost frames carried (newer than where it stood at the first loss); without
   * it, `fillGap` does. */
  catchUp?(): Promise<void>
}

/** The part of the API layer's StreamSocket the manager uses (tests pass fakes). */
export interface ManagedSocket {
  onEvent(listener: (event: StreamEvent) => void): () => void
  onStatus(listener: (status: StreamStatus, state: SocketState) => void): () => void
  /** A frame came that could not be read (a socket that cannot tell leaves this out). */
  onFrameLost?(listener: () => void): () => void
  start(): void
  /** Close with 1000, for good. */
  stop(): void
  readonly state: SocketState
}

export type SocketFactory = (client: ApiClient, spec: StreamSpec) => ManagedSocket

export const defaultSocketFactory: SocketFactory = (client, spec) =>
  new StreamSocket({
    baseUrl: client.baseUrl,
    token: client.token,
    stream: spec.stream,
    params: spec.params ?? {},
  })

interface SharedStream {
  key: string
  accountKey: AccountKey
  socket: ManagedSocket
  subscribers: Set<StreamSubscriber>
  pollers: Map<StreamSubscriber, Poller>
  /** Subscribers poll: the socket broke, or the server ended it. */
  polling: boolean
  closing: boolean
  /** After lost frames: every subscriber catches up, at most once a second. */
  catchUp: TrailingThrottle
}

export interface StreamManager {
  subscribe(accountKey: AccountKey, spec: StreamSpec, subscriber: StreamSubscriber): () => void
  /** The state of the socket serving a stream, or undefined when none is open. */
  stateOf(accountKey: AccountKey, spec: StreamSpec): SocketState | undefined
  /** How many sockets are open (tests, debug). */
  readonly size: number
  closeAll(): void
}

export function streamKey(accountKey: AccountKey, spec: StreamSpec): string {
  const params = Object.entries(spec.params ?? {})
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  return `${accountKey}|${spec.stream}|${params}`
}

function each(shared: SharedStream, fn: (s: StreamSubscriber) => void): void {
  for (const subscriber of [...shared.subscribers]) fn(subscriber)
}

/** The socket broke (or ended): every subscriber polls on its own interval meanwhile. */
function startPolling(shared: SharedStream): void {
  shared.polling = true
  each(shared, (subscriber) => {
    if (shared.pollers.has(subscriber)) return
    const poller = createPoller(() => subscriber.poll(), subscriber.pollIntervalMs)
    shared.pollers.set(subscriber, poller)
    poller.start()
  })
}

function stopPolling(shared: SharedStream): void {
  for (const poller of shared.pollers.values()) poller.stop()
  shared.pollers.clear()
}

/** Spec 1 sections 4 and 8: what a socket's change of state means for its subscribers. */
function onSocketStatus(store: Store, shared: SharedStream, status: StreamStatus): void {
  if (shared.closing) return
  switch (status.type) {
    case 'open':
      if (!status.wasBroken) return
      shared.polling = false
      stopPolling(shared)
      if (status.reconnected) {
        pushNotice(store, {
          level: 'success',
          message: { descriptor: noticeMessages.socketReconnected },
        })
      }
      each(shared, (subscriber) => void subscriber.fillGap().catch(logGapFailure))
      return
    case 'broken':
      if (status.first) {
        pushNotice(store, {
          level: 'error',
          message: { descriptor: noticeMessages.socketBroke, values: { code: status.code } },
          quietOffline: true,
        })
      }
      startPolling(shared)
      return
    case 'closed':
      // The server ended the stream on purpose and it will not come back: keep the columns
      // alive by polling.
      startPolling(shared)
      return
    case 'disabled':
      return
  }
}

/** Open the socket of a stream for its first subscriber; null without a session. */
function openShared(
  store: Store,
  socketFactory: SocketFactory,
  accountKey: AccountKey,
  spec: StreamSpec,
  key: string,
): SharedStream | null {
  const session = getSession(store, accountKey)
  if (!session) return null
  const subscribers = new Set<StreamSubscriber>()
  const shared: SharedStream = {
    key,
    accountKey,
    socket: socketFactory(session.client, spec),
    subscribers,
    pollers: new Map(),
    polling: false,
    closing: false,
    catchUp: createTrailingThrottle(() => {
      for (const subscriber of [...subscribers]) {
        const caughtUp = subscriber.catchUp ? subscriber.catchUp() : subscriber.fillGap()
        void caughtUp.catch(logGapFailure)
      }
    }, LOST_FRAME_CATCH_UP_MS),
  }
  shared.socket.onEvent((event) => {
    const update = ingestEvent(store, accountKey, event)
    if (update) each(shared, (subscriber) => subscriber.onUpdate(update))
  })
  shared.socket.onStatus((status) => {
    onSocketStatus(store, shared, status)
  })
  // Nothing a broken frame carried is lost: the columns fetch it (and nothing twice: the
  // timelines merge by id).
  shared.socket.onFrameLost?.(() => {
    if (shared.closing || shared.polling) return
    each(shared, (subscriber) => subscriber.frameLost?.())
    shared.catchUp.request()
  })
  return shared
}

export function createStreamManager(
  store: Store,
  socketFactory: SocketFactory = defaultSocketFactory,
): StreamManager {
  const streams = new Map<string, SharedStream>()
  const expiryHooks = new Map<AccountKey, () => void>()

  const close = (shared: SharedStream) => {
    shared.closing = true
    shared.catchUp.cancel()
    stopPolling(shared)
    shared.socket.stop()
    streams.delete(shared.key)
  }

  /** An expired session closes the account's sockets (once per account). */
  const watchExpiry = (accountKey: AccountKey) => {
    if (expiryHooks.has(accountKey)) return
    const stop = onSessionExpired(store, accountKey, () => {
      for (const shared of [...streams.values()])
        if (shared.accountKey === accountKey) close(shared)
    })
    expiryHooks.set(accountKey, stop)
  }

  const open = (accountKey: AccountKey, spec: StreamSpec, key: string) => {
    const shared = openShared(store, socketFactory, accountKey, spec, key)
    if (!shared) return null
    streams.set(key, shared)
    watchExpiry(accountKey)
    shared.socket.start()
    return shared
  }

  return {
    subscribe(accountKey, spec, subscriber) {
      const key = streamKey(accountKey, spec)
      const shared = streams.get(key) ?? open(accountKey, spec, key)
      if (!shared) return () => undefined
      shared.subscribers.add(subscriber)
      if (shared.polling) startPolling(shared)
      return () => {
        shared.subscribers.delete(subscriber)
        shared.pollers.get(subscriber)?.stop()
        shared.pollers.delete(subscriber)
        if (shared.subscribers.size === 0 && streams.get(key) === shared) close(shared)
      }
    },
    stateOf(accountKey, spec) {
      return streams.get(streamKey(accountKey, spec))?.socket.state
    },
    get size() {
      return streams.size
    },
    closeAll() {
      for (const shared of [...streams.values()]) close(shared)
      for (const stop of expiryHooks.values()) stop()
      expiryHooks.clear()
    },
  }
}

function logGapFailure(error: unknown): void {
  console.warn('filling the gap after a reconnect failed', error)
}

/** Ingest one event and say what subscribers should hear; undefined for events they ignore. */
export function ingestEvent(
  store: Store,
  accountKey: AccountKey,
  event: StreamEvent,
): StreamUpdate | undefined {
  // Atom writes are gathered with the rest of the burst (deferred-writes.ts).
  const options = { gathered: true }
  switch (event.event) {
    case 'update': {
      const held = heldCopy(store, accountKey, event.payload)
      if (held) return { type: 'status', id: held.id }
      const known = isCached(store, accountKey, event.payload.id)
      const status = ingestApiStatus(store, accountKey, event.payload, options)
      if (status && !known) noteNewStatus(store, accountKey, status)
      return status ? { type: 'status', id: status.id } : undefined
    }
    case 'status.update': {
      const status = ingestApiStatus(store, accountKey, event.payload, options)
      return status ? { type: 'statusEdited', id: status.id } : undefined
    }
    case 'notification': {
      const notification = ingestApiNotification(store, accountKey, event.payload, options)
      return notification ? { type: 'notification', id: notification.id } : undefined
    }
    case 'delete':
      ingestDeletion(store, accountKey, event.payload)
      return { type: 'deleted', id: event.payload }
    case 'filters_changed':
      return { type: 'filtersChanged' }
    case 'pleroma:follow_relationships_update':
      // The viewer's relationship follows (a request approved elsewhere); counts refresh later.
      applyFollowUpdate(store, accountKey, event.payload, options)
      return undefined
    case 'conversation': {
      const [conversation] = ingestApiConversations(store, accountKey, [event.payload], options)
      return conversation ? { type: 'conversation', conversation } : undefined
    }
    case 'pleroma:chat_update': {
      const [chat] = ingestApiChats(store, accountKey, [event.payload], options)
      return chat ? { type: 'chat', chat } : undefined
    }
    case 'announcement':
      announcementArrived(store, accountKey, event.payload)
      return undefined
    case 'announcement.delete':
      announcementDeleted(store, accountKey, event.payload)
      return undefined
  }
}

/** The status of an `update` event when the cache holds it already, unedited since: a post shows
 * on several streams at once (home, local, federated), and each copy would be normalised and
 * compared again for nothing. Edits come as `status.update` and are always ingested. */
function heldCopy(store: Store, accountKey: AccountKey, raw: unknown): Status | undefined {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return undefined
  const id = idOrNull(raw.id)
  const held =
    id === null ? undefined : readEntity(getAccountCache(store, accountKey), 'statuses', id)
  if (!held || held.deleted) return undefined
  const editedAt = 'edited_at' in raw ? nonEmpty(raw.edited_at) : null
  return editedAt === held.edited_at ? held : undefined
}

const managers = new WeakMap<Store, StreamManager>()

/** The stream manager of a store: created on first use with the real socket. */
export function streamManagerFor(store: Store): StreamManager {
  let found = managers.get(store)
  if (!found) {
    found = createStreamManager(store)
    managers.set(store, found)
  }
  return found
}

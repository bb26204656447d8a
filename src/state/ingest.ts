// The one write path into the entity cache (house rule 1). Pages, stream events and mutation
// answers all arrive here as normalised bundles; each entity is stored once, and of two copies
// the newer one is kept: a later edit wins over an earlier one, otherwise the copy observed
// later wins (observed = when its request started, or when its event arrived), so a slow page
// that left before a favourite cannot undo it.

import { atom, type Getter, type Setter, type Store } from 'jotai'
import type { Status } from '../entities/status'
import {
  emitCacheEvent,
  entityAtom,
  getAccountCache,
  type AccountCache,
  type AccountKey,
  type EntityKind,
  type EntityTypes,
} from './entity-cache'

/** What ingest stores: a normaliser's EntityBundle (src/entities/bundle.ts) or any part of one. */
export type IngestInput = { readonly [K in EntityKind]?: readonly EntityTypes[K][] }

export interface IngestOptions {
  /** When the data was observed; defaults to now. Pass the request's start time for pages. */
  observedAt?: number
}

function editedLater(incoming: Status, held: Status): number {
  const a = incoming.edited_at
  const b = held.edited_at
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  return Date.parse(a) - Date.parse(b)
}

function put<K extends EntityKind>(
  get: Getter,
  set: Setter,
  cache: AccountCache,
  kind: K,
  value: EntityTypes[K],
  observedAt: number,
): void {
  const target = entityAtom(cache, kind, value.id)
  const observed = cache.tables[kind].observedAt
  const held = get(target)
  if (held !== undefined) {
    if (kind === 'statuses') {
      const edited = editedLater(value as Status, held as Status)
      if (edited < 0) return
      if (edited === 0 && observedAt < (observed.get(value.id) ?? 0)) return
    } else if (observedAt < (observed.get(value.id) ?? 0)) {
      return
    }
  }
  observed.set(value.id, observedAt)
  set(target, value)
}

interface IngestArgs {
  cache: AccountCache
  input: IngestInput
  observedAt: number
}

// Referenced entities first, so a card that renders on a status finds its author and poll.
const ingestOrder = [
  'users',
  'relationships',
  'polls',
  'statuses',
  'notifications',
  'reports',
] as const

function putAll<K extends EntityKind>(
  get: Getter,
  set: Setter,
  args: IngestArgs,
  kind: K,
  values: readonly EntityTypes[K][] | undefined,
): void {
  for (const value of values ?? []) put(get, set, args.cache, kind, value, args.observedAt)
}

// One write atom so a whole page lands in one store update: subscribers are notified once.
const ingestAtom = atom(null, (get, set, args: IngestArgs) => {
  for (const kind of ingestOrder) putAll(get, set, args, kind, args.input[kind])
})

export function ingest(
  store: Store,
  accountKey: AccountKey,
  input: IngestInput,
  options: IngestOptions = {},
): void {
  const cache = getAccountCache(store, accountKey)
  store.set(ingestAtom, { cache, input, observedAt: options.observedAt ?? Date.now() })
}

/** Replace one entity whatever its age: optimistic patches and their rollbacks only. */
export function overwriteEntity<K extends EntityKind>(
  store: Store,
  accountKey: AccountKey,
  kind: K,
  value: EntityTypes[K],
  observedAt = Date.now(),
): void {
  const cache = getAccountCache(store, accountKey)
  cache.tables[kind].observedAt.set(value.id, observedAt)
  store.set(entityAtom(cache, kind, value.id), value)
}

/** A status was deleted (stream event or our own delete): tombstone it and every repeat of it,
 * and tell the columns to drop the ids. */
export function ingestDeletion(store: Store, accountKey: AccountKey, statusId: string): void {
  const cache = getAccountCache(store, accountKey)
  const gone = [statusId]
  for (const [id, statusAtom] of cache.tables.statuses.atoms) {
    if (store.get(statusAtom)?.retweeted_status_id === statusId) gone.push(id)
  }
  for (const id of gone) {
    const statusAtom = cache.tables.statuses.atoms.get(id)
    const held = statusAtom ? store.get(statusAtom) : undefined
    if (statusAtom && held && !held.deleted) store.set(statusAtom, { ...held, deleted: true })
    cache.tables.statuses.observedAt.set(id, Date.now())
    emitCacheEvent(cache, { type: 'deleted', id })
  }
}

/** A notification was dismissed: drop it from the cache and tell the columns. */
export function ingestNotificationDismissal(
  store: Store,
  accountKey: AccountKey,
  notificationId: string,
): void {
  const cache = getAccountCache(store, accountKey)
  cache.tables.notifications.atoms.delete(notificationId)
  cache.tables.notifications.observedAt.delete(notificationId)
  emitCacheEvent(cache, { type: 'notificationDismissed', id: notificationId })
}

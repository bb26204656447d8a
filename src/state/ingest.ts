// The one write path into the entity cache (house rule 1). Pages, stream events and mutation
// answers all arrive here as normalised bundles; each entity is stored once, and of two copies
// the newer one is kept: a later edit wins over an earlier one, otherwise the copy observed
// later wins (observed = when its request started, or when its event arrived), so a slow page
// that left before a favourite cannot undo it.

import type { PrimitiveAtom, Store } from 'jotai'
import type { Status } from '../entities/status'
import { deferAtomWrite, writeAtoms } from './deferred-writes'
import {
  emitCacheEvent,
  forgetEntity,
  getAccountCache,
  type AccountCache,
  type AccountKey,
  type EntityKind,
  type EntityTypes,
} from './entity-cache'
import { entityChange } from './entity-change'
import { sweepIfGrown } from './holders'

/** What ingest stores: a normaliser's EntityBundle (src/entities/bundle.ts) or any part of one. */
export type IngestInput = { readonly [K in EntityKind]?: readonly EntityTypes[K][] }

export interface IngestOptions {
  /** When the data was observed; defaults to now. Pass the request's start time for pages. */
  observedAt?: number
  /** A stream event: subscribed atoms are written together with the rest of the burst, a
   * moment later (see deferred-writes.ts), rather than at once. */
  gathered?: boolean
}

function editedLater(incoming: Status, held: Status): number {
  const a = incoming.edited_at
  const b = held.edited_at
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  return Date.parse(a) - Date.parse(b)
}

type Write = [PrimitiveAtom<unknown>, unknown]

interface PutContext {
  store: Store
  cache: AccountCache
  observedAt: number
  gathered: boolean
  writes: Write[]
}

/** Store one entity unless the copy held is newer or equal; write its atom if it has
 * subscribers (now, or gathered with the burst for stream events). */
function put<K extends EntityKind>(ctx: PutContext, kind: K, given: EntityTypes[K]): void {
  const { cache, observedAt } = ctx
  const table = cache.tables[kind]
  const held = table.values.get(given.id)
  let value = given
  if (held !== undefined) {
    if (kind === 'statuses') {
      const edited = editedLater(given as Status, held as Status)
      if (edited < 0) return
      if (edited === 0 && observedAt < (table.observedAt.get(given.id) ?? 0)) return
      // The client's own translation outlives a fresh copy of the same text from the server.
      const translation = (held as Status).translation
      if (edited === 0 && translation && (given as Status).translation === null) {
        value = { ...(given as Status), translation } as EntityTypes[K]
      }
    } else if (observedAt < (table.observedAt.get(given.id) ?? 0)) {
      return
    }
  }
  table.observedAt.set(value.id, observedAt)
  // An equal copy keeps the held object: nothing that shows it has to render again.
  const change = held === undefined ? 'changed' : entityChange(kind, held, value)
  if (change === 'same') return
  table.values.set(value.id, value)
  const target = table.atoms.get(value.id)
  if (!target) return
  if (ctx.gathered) {
    // Counters alone (an author's post count during their own burst) are shown by nothing a
    // stream updates; the cache has them for whoever reads next, cards are not re-rendered.
    if (change !== 'counters') deferAtomWrite(ctx.store, cache, kind, value.id)
  } else {
    ctx.writes.push([target as PrimitiveAtom<unknown>, value])
  }
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
  ctx: PutContext,
  kind: K,
  values: readonly EntityTypes[K][] | undefined,
): void {
  if (!values) return
  for (const value of values) put(ctx, kind, value)
}

export function ingest(
  store: Store,
  accountKey: AccountKey,
  input: IngestInput,
  options: IngestOptions = {},
): void {
  const cache = getAccountCache(store, accountKey)
  const ctx: PutContext = {
    store,
    cache,
    observedAt: options.observedAt ?? Date.now(),
    gathered: options.gathered === true,
    writes: [],
  }
  for (const kind of ingestOrder) putAll(ctx, kind, input[kind])
  // All atom writes of one ingest in one store update: subscribers hear once per page.
  if (ctx.writes.length > 0) store.set(writeAtoms, ctx.writes)
  sweepIfGrown(store, cache)
}

/** Replace one entity whatever its age: optimistic patches and their rollbacks only. */
export function overwriteEntity<K extends EntityKind>(
  store: Store,
  accountKey: AccountKey,
  kind: K,
  value: EntityTypes[K],
  observedAt = Date.now(),
): void {
  const table = getAccountCache(store, accountKey).tables[kind]
  table.values.set(value.id, value)
  table.observedAt.set(value.id, observedAt)
  const target = table.atoms.get(value.id)
  if (target) store.set(target, value)
}

/** A status was deleted (stream event or our own delete): tombstone it and every repeat of it,
 * and tell the columns to drop the ids. */
export function ingestDeletion(store: Store, accountKey: AccountKey, statusId: string): void {
  const cache = getAccountCache(store, accountKey)
  const statuses = cache.tables.statuses.values
  const gone = [statusId]
  for (const [id, status] of statuses) {
    if (status.retweeted_status_id === statusId) gone.push(id)
  }
  for (const id of gone) {
    const held = statuses.get(id)
    if (held && !held.deleted)
      overwriteEntity(store, accountKey, 'statuses', { ...held, deleted: true })
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
  forgetEntity(cache, 'notifications', notificationId)
  emitCacheEvent(cache, { type: 'notificationDismissed', id: notificationId })
}

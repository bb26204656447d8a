// One entity cache per signed-in account and per Jotai store. Values live in plain maps (a page
// of 20 statuses is a few map writes, which keeps ingest far above the 50,000 statuses/s
// budget); an entity gets its own atom the first time something subscribes to it, and from then
// on every write also goes to that atom, so a change to one status re-renders only the cards
// that show it. Jotai keeps atom values in WeakMaps keyed by the atom, so dropping an entry here
// frees everything: that is how the sweep in holders.ts bounds memory.
//
// Only ingest.ts writes entity values (house rule 1); this module hands out atoms and tables.

import { atom, type PrimitiveAtom } from 'jotai'
import type { Store } from 'jotai'
import type { Notification } from '../entities/notification'
import type { Poll } from '../entities/poll'
import type { Report } from '../entities/report'
import type { Status } from '../entities/status'
import type { Relationship, User } from '../entities/user'
import { keyedAtoms } from '../lib/keyed-atoms'

/** Whose cache: a signed-in account as "nick@host" (the settings owner uses the same form). */
export type AccountKey = string

export interface EntityTypes {
  statuses: Status
  users: User
  relationships: Relationship
  polls: Poll
  notifications: Notification
  reports: Report
}
export type EntityKind = keyof EntityTypes

export type EntityAtom<K extends EntityKind> = PrimitiveAtom<EntityTypes[K] | undefined>

export interface Table<K extends EntityKind> {
  values: Map<string, EntityTypes[K]>
  /** Only for entities something subscribed to. */
  atoms: Map<string, EntityAtom<K>>
  /** When the copy held was observed (request start or event receipt): the newer copy wins. */
  observedAt: Map<string, number>
}

export type CacheListener = (event: CacheEvent) => void
export type CacheEvent =
  | { type: 'deleted'; id: string }
  | { type: 'notificationDismissed'; id: string }
  /** A reply seen as it was made (see replies.ts): open threads of its parent take it. */
  | { type: 'replied'; id: string; parentId: string }

/** Ids a holder (a column, a thread, a modal, the session) keeps alive, by kind. */
export type HeldIds = { [K in EntityKind]?: Iterable<string> }

export interface AccountCache {
  accountKey: AccountKey
  tables: { [K in EntityKind]: Table<K> }
  listeners: Set<CacheListener>
  /** Named holders and what they hold (see holders.ts). */
  holders: Map<string, HeldIds>
  /** Reference counts of single entities held by mounted components, keyed "kind:id". */
  retained: Map<string, number>
  sweepTimer: ReturnType<typeof setTimeout> | null
  /** Entities held after the last sweep: ingest schedules one when the cache grew a lot. */
  sizeAfterSweep: number
}

/** Each store's caches by account: the one per-store scoping rule of keyed atoms. */
const caches = keyedAtoms<AccountKey, AccountCache>()

function table<K extends EntityKind>(): Table<K> {
  return { values: new Map(), atoms: new Map(), observedAt: new Map() }
}

function newCache(accountKey: AccountKey): AccountCache {
  return {
    accountKey,
    tables: {
      statuses: table(),
      users: table(),
      relationships: table(),
      polls: table(),
      notifications: table(),
      reports: table(),
    },
    listeners: new Set(),
    holders: new Map(),
    retained: new Map(),
    sweepTimer: null,
    sizeAfterSweep: 0,
  }
}

export function getAccountCache(store: Store, accountKey: AccountKey): AccountCache {
  return caches.get(store, accountKey, newCache)
}

/** The account's cache if the store has one, without making it. */
export function peekAccountCache(store: Store, accountKey: AccountKey): AccountCache | undefined {
  return caches.peek(store, accountKey)
}

/** Forget an account's cache (sign-out): its atoms and values become garbage. */
export function dropAccountCache(store: Store, accountKey: AccountKey): void {
  const cache = caches.peek(store, accountKey)
  if (cache?.sweepTimer) clearTimeout(cache.sweepTimer)
  caches.remove(store, accountKey)
}

/** The atom of one entity, created on first use (holding the cached value, or undefined so a
 * card can subscribe before the data arrives). */
export function entityAtom<K extends EntityKind>(
  cache: AccountCache,
  kind: K,
  id: string,
): EntityAtom<K> {
  const { atoms, values } = cache.tables[kind]
  let found = atoms.get(id)
  if (!found) {
    found = atom<EntityTypes[K] | undefined>(values.get(id))
    atoms.set(id, found)
  }
  return found
}

/** Put back an atom a mounted component still reads, if a sweep dropped it meanwhile, so the
 * next ingest writes to the atom the component watches. */
export function adoptEntityAtom<K extends EntityKind>(
  cache: AccountCache,
  kind: K,
  id: string,
  target: EntityAtom<K>,
): void {
  if (!cache.tables[kind].atoms.has(id)) cache.tables[kind].atoms.set(id, target)
}

/** The current value of an entity, without creating an atom for it. */
export function readEntity<K extends EntityKind>(
  cache: AccountCache,
  kind: K,
  id: string,
): EntityTypes[K] | undefined {
  return cache.tables[kind].values.get(id)
}

/** Forget one entity: its value, its atom, its age. */
export function forgetEntity(cache: AccountCache, kind: EntityKind, id: string): void {
  const table = cache.tables[kind]
  table.values.delete(id)
  table.atoms.delete(id)
  table.observedAt.delete(id)
}

/** Subscribe to deletions, dismissals (columns drop the ids) and new replies (threads take
 * them); returns the unsubscribe. */
export function onCacheEvent(cache: AccountCache, listener: CacheListener): () => void {
  cache.listeners.add(listener)
  return () => {
    cache.listeners.delete(listener)
  }
}

export function emitCacheEvent(cache: AccountCache, event: CacheEvent): void {
  for (const listener of cache.listeners) listener(event)
}

/** How many entities of each kind are cached (tests, the benchmark, a debug panel). */
export function cacheSize(cache: AccountCache): Record<EntityKind, number> {
  return {
    statuses: cache.tables.statuses.values.size,
    users: cache.tables.users.values.size,
    relationships: cache.tables.relationships.values.size,
    polls: cache.tables.polls.values.size,
    notifications: cache.tables.notifications.values.size,
    reports: cache.tables.reports.values.size,
  }
}

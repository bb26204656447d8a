// Memory stays bounded: an entity lives in the cache only while something refers to it. Columns,
// threads and modals register what they hold under a name; mounted cards retain single entities
// by reference count. A sweep keeps what those reach (a status keeps its author, its poll, the
// status it repeats and the one it quotes; a notification keeps its actor, status and target)
// and drops everything else.

import type { Store } from 'jotai'
import {
  getAccountCache,
  peekAccountCache,
  type AccountCache,
  type AccountKey,
  type EntityKind,
  type HeldIds,
} from './entity-cache'

/** How long after the last holder change a sweep runs (changes come in bursts while scrolling). */
export const SWEEP_DELAY_MS = 2000
/** Ingest asks for a sweep once the cache grew by this many statuses since the last one (stream
 * edits of statuses nobody shows, pages of a closed thread ...). */
export const SWEEP_GROWTH = 1000

/** Called by ingest: schedule a sweep when the cache grew a lot since the last one. */
export function sweepIfGrown(store: Store, cache: AccountCache): void {
  if (cache.tables.statuses.values.size - cache.sizeAfterSweep > SWEEP_GROWTH) {
    scheduleSweep(store, cache)
  }
}

/** Replace what a holder (e.g. "column:<id>", "thread:<id>", "modal:media") keeps alive. */
export function setHolder(
  store: Store,
  accountKey: AccountKey,
  holder: string,
  ids: HeldIds,
): void {
  getAccountCache(store, accountKey).holders.set(holder, ids)
}

/** The holder is gone (column removed, modal closed): its entities may be swept. */
export function releaseHolder(store: Store, accountKey: AccountKey, holder: string): void {
  const cache = peekAccountCache(store, accountKey)
  if (cache?.holders.delete(holder)) scheduleSweep(store, cache)
}

/** Keep one entity alive while a component shows it; returns the release function. */
export function retainEntity(
  store: Store,
  accountKey: AccountKey,
  kind: EntityKind,
  id: string,
): () => void {
  const cache = getAccountCache(store, accountKey)
  const key = `${kind}:${id}`
  cache.retained.set(key, (cache.retained.get(key) ?? 0) + 1)
  return () => {
    const count = (cache.retained.get(key) ?? 1) - 1
    if (count > 0) cache.retained.set(key, count)
    else cache.retained.delete(key)
  }
}

export function scheduleSweep(store: Store, cache: AccountCache, delayMs = SWEEP_DELAY_MS): void {
  if (cache.sweepTimer) return
  cache.sweepTimer = setTimeout(() => {
    cache.sweepTimer = null
    sweepCache(store, cache)
  }, delayMs)
}

type LiveSets = Record<EntityKind, Set<string>>

function liveSets(cache: AccountCache): LiveSets {
  const live: LiveSets = {
    statuses: new Set(),
    users: new Set(),
    relationships: new Set(),
    polls: new Set(),
    notifications: new Set(),
    reports: new Set(),
  }
  for (const held of cache.holders.values()) {
    for (const kind of Object.keys(held) as EntityKind[]) {
      for (const id of held[kind] ?? []) live[kind].add(id)
    }
  }
  for (const key of cache.retained.keys()) {
    const at = key.indexOf(':')
    const kind = key.slice(0, at) as EntityKind
    live[kind].add(key.slice(at + 1))
  }
  return live
}

/** Add what the live notifications and statuses refer to. */
function close(store: Store, cache: AccountCache, live: LiveSets): void {
  const pending = [...live.statuses]
  const addStatus = (id: string | null) => {
    if (id !== null && !live.statuses.has(id)) {
      live.statuses.add(id)
      pending.push(id)
    }
  }
  for (const id of live.notifications) {
    const n = cache.tables.notifications.values.get(id)
    if (!n) continue
    live.users.add(n.from_profile_id)
    if (n.target_id !== null) live.users.add(n.target_id)
    addStatus(n.status_id)
  }
  for (const id of live.reports) {
    const report = cache.tables.reports.values.get(id)
    if (!report) continue
    live.users.add(report.account_id)
    live.users.add(report.actor_id)
    for (const note of report.notes) live.users.add(note.user_id)
    for (const statusId of report.status_ids) addStatus(statusId)
  }
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const status = cache.tables.statuses.values.get(id)
    if (!status) continue
    live.users.add(status.user_id)
    if (status.poll_id !== null) live.polls.add(status.poll_id)
    addStatus(status.retweeted_status_id)
    addStatus(status.quote_id)
  }
  for (const id of live.users) live.relationships.add(id)
}

/** Drop every entity nothing refers to; returns how many were dropped. */
export function sweepCache(store: Store, cache: AccountCache): number {
  const live = liveSets(cache)
  close(store, cache, live)
  let dropped = 0
  for (const kind of Object.keys(live) as EntityKind[]) {
    const { values, atoms, observedAt } = cache.tables[kind]
    for (const id of values.keys()) {
      if (live[kind].has(id)) continue
      values.delete(id)
      atoms.delete(id)
      observedAt.delete(id)
      dropped++
    }
    // Atoms made for ids that never got a value (a card waiting for data that did not come).
    for (const id of atoms.keys()) if (!live[kind].has(id)) atoms.delete(id)
  }
  cache.sizeAfterSweep = cache.tables.statuses.values.size
  return dropped
}

export function sweep(store: Store, accountKey: AccountKey): number {
  return sweepCache(store, getAccountCache(store, accountKey))
}

// A reply seen as it is made (the answer to our own post, a stream update of a status the cache
// never held) counts on its parent at once and joins every open thread that shows the parent:
// nobody has to reload a thread to see the reply just posted in it.

import type { Store } from 'jotai'
import type { Status } from '../entities/status'
import { emitCacheEvent, getAccountCache, readEntity, type AccountKey } from './entity-cache'
import { overwriteEntity } from './ingest'

/**
 * `status` was just ingested and the cache did not hold it before. The parent's reply count is
 * the client's own addition until the server's next copy of the parent (which counts the reply
 * itself) replaces it: the held copy keeps its age, so that copy wins.
 */
export function noteNewStatus(store: Store, accountKey: AccountKey, status: Status): void {
  const parentId = status.in_reply_to_status_id
  if (parentId === null || status.retweeted_status_id !== null) return
  const cache = getAccountCache(store, accountKey)
  const parent = readEntity(cache, 'statuses', parentId)
  if (parent) {
    overwriteEntity(
      store,
      accountKey,
      'statuses',
      { ...parent, replies_count: parent.replies_count + 1 },
      cache.tables.statuses.observedAt.get(parentId),
    )
  }
  emitCacheEvent(cache, { type: 'replied', id: status.id, parentId })
}

/** Whether the cache holds the status now (asked before ingesting an answer). */
export function isCached(store: Store, accountKey: AccountKey, id: string): boolean {
  return readEntity(getAccountCache(store, accountKey), 'statuses', id) !== undefined
}

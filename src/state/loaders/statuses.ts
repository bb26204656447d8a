import {
  fetchFavouritedBy,
  fetchRebloggedBy,
  fetchStatus,
  fetchStatusHistory,
} from '../../api/statuses'
import { createBundle } from '../../entities/bundle'
import { normalizeStatusHistory } from '../../entities/normalize-misc'
import type { Status, StatusEdit } from '../../entities/status'
import { ingest } from '../ingest'
import { ingestApiAccounts, ingestApiStatus } from '../ingest-api'
import { clientOf, type LoadTarget } from './target'

/**
 * One status fetched into the cache (a reply-to popover, a quote the cache does not hold). An
 * answer that is not a status is an error like a 404.
 */
export async function loadStatus(target: LoadTarget, id: string): Promise<Status> {
  const observedAt = Date.now()
  const raw = await fetchStatus(clientOf(target), id)
  const status = ingestApiStatus(target.store, target.accountKey, raw, { observedAt })
  if (!status) throw new Error(`The server's answer for status ${id} is not a status`)
  return status
}

/** The versions of an edited status as the server lists them (oldest first); authors ingested. */
export async function loadStatusHistory(target: LoadTarget, id: string): Promise<StatusEdit[]> {
  const bundle = createBundle()
  const edits = normalizeStatusHistory(await fetchStatusHistory(clientOf(target), id), bundle)
  ingest(target.store, target.accountKey, bundle)
  return edits
}

/** Who favourited or repeated a status: the users are ingested, their ids returned in order. */
export async function loadInteractions(
  target: LoadTarget,
  id: string,
  kind: 'favourited' | 'repeated',
): Promise<string[]> {
  const fetchUsers = kind === 'favourited' ? fetchFavouritedBy : fetchRebloggedBy
  const users = ingestApiAccounts(
    target.store,
    target.accountKey,
    await fetchUsers(clientOf(target), id),
  )
  return users.map((user) => user.id)
}

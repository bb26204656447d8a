import { fetchFollowRequests } from '../../api/accounts'
import { ingestApiAccounts } from '../ingest-api'
import { clientOf, type LoadTarget } from './target'

/** One page of the account's follow requests: the requesters' ids, newest first. */
export interface FollowRequestPage {
  ids: string[]
  /** Where the next (older) page starts; null when this was the last. */
  maxId: string | null
}

/** GET /api/v1/follow_requests (`max_id` paging); the requesters are ingested as users. */
export async function loadFollowRequests(
  target: LoadTarget,
  maxId?: string,
): Promise<FollowRequestPage> {
  const page = await fetchFollowRequests(clientOf(target), maxId === undefined ? {} : { maxId })
  const users = ingestApiAccounts(target.store, target.accountKey, page.items)
  return {
    ids: users.map((user) => user.id),
    // An empty page ends the list even when the server still sends a next link.
    maxId: page.items.length > 0 && page.maxId !== undefined ? page.maxId : null,
  }
}

import { fetchListAccounts } from '../../api/lists'
import type { List } from '../../entities'
import { ingestApiAccounts } from '../ingest-api'
import { refreshAccountLists } from '../lists/lists-store'
import { clientOf, type LoadTarget } from './target'

/**
 * The account's lists (an entry that is not a list is left out and logged by the normaliser),
 * also kept where every list title is read from.
 */
export async function loadLists(target: LoadTarget): Promise<List[]> {
  return [...(await refreshAccountLists(target))]
}

/** A list's members, ingested; their ids in the server's order. */
export async function loadListMembers(target: LoadTarget, listId: string): Promise<string[]> {
  const found = await fetchListAccounts(clientOf(target), listId)
  const users = ingestApiAccounts(
    target.store,
    target.accountKey,
    Array.isArray(found) ? found : [],
  )
  return users.map((user) => user.id)
}

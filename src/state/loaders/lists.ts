import { fetchLists } from '../../api/lists'
import type { List } from '../../entities/misc'
import { normalizeList } from '../../entities/normalize-misc'
import { clientOf, type LoadTarget } from './target'

/** The account's lists (an entry that is not a list is left out and logged by the normaliser). */
export async function loadLists(target: LoadTarget): Promise<List[]> {
  const found = await fetchLists(clientOf(target))
  return found.flatMap((raw) => normalizeList(raw) ?? [])
}

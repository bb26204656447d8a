import { search } from '../../api/search'
import { createBundle } from '../../entities/bundle'
import { normalizeSearchResults } from '../../entities/normalize-misc'
import type { User } from '../../entities/user'
import { getAccountCache, readEntity } from '../entity-cache'
import { ingest } from '../ingest'
import { clientOf, type LoadTarget } from './target'

/** Accounts whose handle or name starts like `query` (no remote resolving), ingested. */
export async function searchAccounts(
  target: LoadTarget,
  query: string,
  limit: number,
): Promise<User[]> {
  const raw = await search(clientOf(target), {
    q: query,
    type: 'accounts',
    resolve: false,
    limit,
    ...(target.signal ? { signal: target.signal } : {}),
  })
  const bundle = createBundle()
  const { accountIds } = normalizeSearchResults(raw, bundle)
  ingest(target.store, target.accountKey, bundle)
  const cache = getAccountCache(target.store, target.accountKey)
  return accountIds.flatMap((id) => readEntity(cache, 'users', id) ?? [])
}

/** Hashtag names starting like `query`. */
export async function searchHashtags(
  target: LoadTarget,
  query: string,
  limit: number,
): Promise<string[]> {
  const raw = await search(clientOf(target), {
    q: query,
    type: 'hashtags',
    resolve: false,
    limit,
    ...(target.signal ? { signal: target.signal } : {}),
  })
  return normalizeSearchResults(raw, createBundle()).hashtags.map((tag) => tag.name)
}

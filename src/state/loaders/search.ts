import { search } from '../../api/search'
import { createBundle } from '../../entities/bundle'
import { normalizeSearchResults, type SearchResultIds } from '../../entities/normalize-misc'
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

/** What a search found: accounts and statuses ingested (their ids), hashtags whole. */
export type SearchResults = SearchResultIds

/**
 * The search of spec 1 §7: accounts, statuses and hashtags for `query`, resolving a remote
 * account (`@user@host`) or post (its URL) the instance does not know yet.
 */
export async function loadSearch(target: LoadTarget, query: string): Promise<SearchResults> {
  const observedAt = Date.now()
  const raw = await search(clientOf(target), {
    q: query,
    resolve: true,
    // Each account's relationship comes along: the people tab's follow buttons read it.
    withRelationships: true,
    ...(target.signal ? { signal: target.signal } : {}),
  })
  const bundle = createBundle()
  const found = normalizeSearchResults(raw, bundle)
  ingest(target.store, target.accountKey, bundle, { observedAt })
  return found
}

/**
 * People for a list (spec 1 §5: a query, optionally only those the account follows), resolving
 * a remote handle; ingested, their ids in the server's order.
 */
export async function searchPeople(
  target: LoadTarget,
  query: string,
  followingOnly: boolean,
): Promise<string[]> {
  const raw = await search(clientOf(target), {
    q: query,
    type: 'accounts',
    resolve: true,
    following: followingOnly,
    ...(target.signal ? { signal: target.signal } : {}),
  })
  const bundle = createBundle()
  const { accountIds } = normalizeSearchResults(raw, bundle)
  ingest(target.store, target.accountKey, bundle)
  return accountIds
}

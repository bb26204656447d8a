import type { Params } from './body'
import type { ApiClient } from './client'
import type { Page } from './paging'
import { pageSize } from './timelines'
import type { ApiAccount, ApiRelationship } from './wire'

const accountPath = (id: string) => `/api/v1/accounts/${encodeURIComponent(id)}`

export function verifyCredentials(client: ApiClient): Promise<ApiAccount> {
  return client.json<ApiAccount>('GET', '/api/v1/accounts/verify_credentials')
}

/** By id, or by nickname / user@host for lookups of missing users. */
export function fetchAccount(client: ApiClient, idOrAcct: string): Promise<ApiAccount> {
  return client.json<ApiAccount>('GET', accountPath(idOrAcct), {
    query: { with_relationships: true },
  })
}

export function fetchRelationships(client: ApiClient, ids: string[]): Promise<ApiRelationship[]> {
  return client.json<ApiRelationship[]>('GET', '/api/v1/accounts/relationships', {
    query: { id: ids },
  })
}

export async function fetchRelationship(
  client: ApiClient,
  id: string,
): Promise<ApiRelationship | undefined> {
  const list = await client.json<ApiRelationship[]>('GET', '/api/v1/accounts/relationships', {
    query: { id },
  })
  return list.find((relationship) => relationship.id === id)
}

export interface AccountListQuery {
  maxId?: string
  sinceId?: string
  limit?: number
  withRelationships?: boolean
}

function accountList(client: ApiClient, path: string, query: AccountListQuery, extra: Params = {}) {
  return client.page<ApiAccount>(path, {
    query: {
      max_id: query.maxId,
      since_id: query.sinceId,
      limit: query.limit ?? pageSize,
      with_relationships: query.withRelationships,
      ...extra,
    },
  })
}

export function fetchFollowing(client: ApiClient, id: string, query: AccountListQuery = {}) {
  return accountList(client, `${accountPath(id)}/following`, query)
}

export function fetchFollowers(client: ApiClient, id: string, query: AccountListQuery = {}) {
  return accountList(client, `${accountPath(id)}/followers`, query)
}

export function fetchMutes(client: ApiClient, query: AccountListQuery = {}) {
  return accountList(client, '/api/v1/mutes', query)
}

export function fetchBlocks(client: ApiClient, query: AccountListQuery = {}) {
  return accountList(client, '/api/v1/blocks', query)
}

export function fetchFollowRequests(
  client: ApiClient,
  query: AccountListQuery = {},
): Promise<Page<ApiAccount>> {
  return accountList(client, '/api/v1/follow_requests', query)
}

export function authorizeFollowRequest(client: ApiClient, id: string): Promise<ApiRelationship> {
  return client.json<ApiRelationship>(
    'POST',
    `/api/v1/follow_requests/${encodeURIComponent(id)}/authorize`,
  )
}

export function rejectFollowRequest(client: ApiClient, id: string): Promise<ApiRelationship> {
  return client.json<ApiRelationship>(
    'POST',
    `/api/v1/follow_requests/${encodeURIComponent(id)}/reject`,
  )
}

const relationshipCall = (client: ApiClient, path: string, options = {}) =>
  client.json<ApiRelationship>('POST', path, options)

/** `reblogs: false` hides the followed user's repeats (spec: show or hide repeats). */
export function followAccount(client: ApiClient, id: string, options: { reblogs?: boolean } = {}) {
  return relationshipCall(client, `${accountPath(id)}/follow`, {
    json: { reblogs: options.reblogs ?? true },
  })
}

export const unfollowAccount = (c: ApiClient, id: string) =>
  relationshipCall(c, `${accountPath(id)}/unfollow`)
export const blockAccount = (c: ApiClient, id: string) =>
  relationshipCall(c, `${accountPath(id)}/block`)
export const unblockAccount = (c: ApiClient, id: string) =>
  relationshipCall(c, `${accountPath(id)}/unblock`)
/** `expiresIn` (seconds) ends the mute by itself; without it the mute stays. */
export const muteAccount = (
  c: ApiClient,
  id: string,
  options: { expiresIn?: number; notifications?: boolean } = {},
) =>
  relationshipCall(c, `${accountPath(id)}/mute`, {
    json: {
      notifications: options.notifications ?? true,
      ...(options.expiresIn ? { expires_in: options.expiresIn } : {}),
    },
  })
export const unmuteAccount = (c: ApiClient, id: string) =>
  relationshipCall(c, `${accountPath(id)}/unmute`)
export const removeFromFollowers = (c: ApiClient, id: string) =>
  relationshipCall(c, `${accountPath(id)}/remove_from_followers`)
export const showReblogs = (c: ApiClient, id: string) => followAccount(c, id, { reblogs: true })
export const hideReblogs = (c: ApiClient, id: string) => followAccount(c, id, { reblogs: false })

const pleromaAccountPath = (id: string) => `/api/v1/pleroma/accounts/${encodeURIComponent(id)}`
export const subscribeAccount = (c: ApiClient, id: string) =>
  relationshipCall(c, `${pleromaAccountPath(id)}/subscribe`)
export const unsubscribeAccount = (c: ApiClient, id: string) =>
  relationshipCall(c, `${pleromaAccountPath(id)}/unsubscribe`)

/** Private note about an account, a form field `comment`. */
export function setAccountNote(client: ApiClient, id: string, comment: string) {
  return relationshipCall(client, `${accountPath(id)}/note`, { form: { comment } })
}

/** Profile fields as JSON; images (avatar, header, background) as a multipart form. */
export type CredentialsUpdate = Params

export function updateCredentials(
  client: ApiClient,
  update: CredentialsUpdate,
): Promise<ApiAccount> {
  const hasFile = Object.values(update).some((value) => value instanceof Blob)
  return client.json<ApiAccount>(
    'PATCH',
    '/api/v1/accounts/update_credentials',
    hasFile ? { multipart: update, timeoutMs: false } : { json: update },
  )
}

export function searchAccounts(
  client: ApiClient,
  query: { q: string; resolve?: boolean; following?: boolean; limit?: number },
): Promise<ApiAccount[]> {
  return client.json<ApiAccount[]>('GET', '/api/v1/accounts/search', { query })
}

export function fetchSuggestions(client: ApiClient): Promise<ApiAccount[]> {
  return client.json<ApiAccount[]>('GET', '/api/v1/suggestions')
}

export function fetchDomainBlocks(client: ApiClient): Promise<string[]> {
  return client.json<string[]>('GET', '/api/v1/domain_blocks')
}

/** Mute a whole domain (the card's "mute domain"); refetch the relationship afterwards. */
export function blockDomain(client: ApiClient, domain: string): Promise<void> {
  return client.empty('POST', '/api/v1/domain_blocks', { json: { domain } })
}

export function unblockDomain(client: ApiClient, domain: string): Promise<void> {
  return client.empty('DELETE', '/api/v1/domain_blocks', { json: { domain } })
}

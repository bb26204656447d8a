import type { ApiClient } from './client'
import type { ApiAccount, ApiList } from './wire'

const listPath = (id: string) => `/api/v1/lists/${encodeURIComponent(id)}`

export function fetchLists(client: ApiClient): Promise<ApiList[]> {
  return client.json<ApiList[]>('GET', '/api/v1/lists')
}

export function fetchList(client: ApiClient, id: string): Promise<ApiList> {
  return client.json<ApiList>('GET', listPath(id))
}

export function createList(client: ApiClient, title: string): Promise<ApiList> {
  return client.json<ApiList>('POST', '/api/v1/lists', { json: { title } })
}

export function updateList(client: ApiClient, id: string, title: string): Promise<ApiList> {
  return client.json<ApiList>('PUT', listPath(id), { json: { title } })
}

export function deleteList(client: ApiClient, id: string): Promise<void> {
  return client.empty('DELETE', listPath(id))
}

export function fetchListAccounts(client: ApiClient, id: string): Promise<ApiAccount[]> {
  return client.json<ApiAccount[]>('GET', `${listPath(id)}/accounts`, { query: { limit: 0 } })
}

export function addListAccounts(
  client: ApiClient,
  id: string,
  accountIds: string[],
): Promise<void> {
  return client.empty('POST', `${listPath(id)}/accounts`, { json: { account_ids: accountIds } })
}

export function removeListAccounts(
  client: ApiClient,
  id: string,
  accountIds: string[],
): Promise<void> {
  return client.empty('DELETE', `${listPath(id)}/accounts`, { json: { account_ids: accountIds } })
}

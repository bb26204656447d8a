import type { ApiClient } from './client'
import type { Page } from './paging'
import type { ApiTag } from './wire'

const tagPath = (name: string) => `/api/v1/tags/${encodeURIComponent(name)}`

export function fetchTag(client: ApiClient, name: string): Promise<ApiTag> {
  return client.json<ApiTag>('GET', tagPath(name))
}

export function followTag(client: ApiClient, name: string): Promise<ApiTag> {
  return client.json<ApiTag>('POST', `${tagPath(name)}/follow`)
}

export function unfollowTag(client: ApiClient, name: string): Promise<ApiTag> {
  return client.json<ApiTag>('POST', `${tagPath(name)}/unfollow`)
}

export function fetchFollowedTags(
  client: ApiClient,
  query: { maxId?: string; limit?: number } = {},
): Promise<Page<ApiTag>> {
  return client.page<ApiTag>('/api/v1/followed_tags', {
    query: { max_id: query.maxId, limit: query.limit },
  })
}

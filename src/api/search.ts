import type { ApiClient } from './client'
import type { ApiSearchResults } from './wire'

export interface SearchQuery {
  q: string
  resolve?: boolean
  limit?: number
  offset?: number
  following?: boolean
  type?: 'accounts' | 'statuses' | 'hashtags'
  withRelationships?: boolean
  signal?: AbortSignal
}

/** v2 search; `resolve` defaults to true as in spec 1 section 7. */
export function search(client: ApiClient, query: SearchQuery): Promise<ApiSearchResults> {
  return client.json<ApiSearchResults>('GET', '/api/v2/search', {
    query: {
      q: query.q,
      resolve: query.resolve ?? true,
      limit: query.limit,
      offset: query.offset,
      following: query.following,
      type: query.type,
      with_relationships: query.withRelationships,
    },
    ...(query.signal ? { signal: query.signal } : {}),
  })
}

import type { Params } from './body'
import type { ApiClient } from './client'
import type { Page } from './paging'
import type { ApiConversation, ApiStatus } from './wire'

/** Spec 1 section 9: timeline, following and followers pages hold 20. */
export const pageSize = 20

export type ReplyVisibility = 'all' | 'following' | 'self'

export interface TimelineQuery {
  maxId?: string
  sinceId?: string
  minId?: string
  limit?: number
  onlyMedia?: boolean
  withMuted?: boolean
  /** Sent only when not 'all', and only for signed-in home, public and bubble timelines. */
  replyVisibility?: ReplyVisibility
  signal?: AbortSignal
}

interface QueryRules {
  withMuted: boolean
  replyVisibility: boolean
}

function timelineQuery(client: ApiClient, query: TimelineQuery, rules: QueryRules): Params {
  const params: Record<string, string | number | boolean | undefined> = {
    max_id: query.maxId,
    since_id: query.sinceId,
    min_id: query.minId,
    only_media: query.onlyMedia,
    limit: query.limit ?? pageSize,
  }
  if (rules.withMuted) params.with_muted = query.withMuted
  if (
    rules.replyVisibility &&
    client.token !== undefined &&
    query.replyVisibility !== undefined &&
    query.replyVisibility !== 'all'
  ) {
    params.reply_visibility = query.replyVisibility
  }
  return params
}

const statusRules: QueryRules = { withMuted: true, replyVisibility: false }
const repliesRules: QueryRules = { withMuted: true, replyVisibility: true }
// Spec: with_muted is not sent for favourites and bookmarks.
const savedRules: QueryRules = { withMuted: false, replyVisibility: false }

function statuses(
  client: ApiClient,
  path: string,
  query: TimelineQuery,
  rules: QueryRules,
  extra: Params = {},
): Promise<Page<ApiStatus>> {
  return client.page<ApiStatus>(path, {
    query: { ...timelineQuery(client, query, rules), ...extra },
    ...(query.signal ? { signal: query.signal } : {}),
  })
}

export function fetchHomeTimeline(client: ApiClient, query: TimelineQuery = {}) {
  return statuses(client, '/api/v1/timelines/home', query, repliesRules)
}

/** `local: true` is the instance's own timeline, otherwise the whole known network. */
export function fetchPublicTimeline(
  client: ApiClient,
  query: TimelineQuery & { local?: boolean } = {},
) {
  return statuses(client, '/api/v1/timelines/public', query, repliesRules, { local: query.local })
}

export function fetchBubbleTimeline(client: ApiClient, query: TimelineQuery = {}) {
  return statuses(client, '/api/v1/timelines/bubble', query, repliesRules)
}

/** Extra tags (Mastodon's any/all/none filters, which Akkoma also reads) and local only. */
export interface TagFilter {
  any?: string[]
  all?: string[]
  none?: string[]
  local?: boolean
}

export function fetchTagTimeline(
  client: ApiClient,
  tag: string,
  query: TimelineQuery & TagFilter = {},
) {
  return statuses(client, `/api/v1/timelines/tag/${encodeURIComponent(tag)}`, query, statusRules, {
    any: nonEmpty(query.any),
    all: nonEmpty(query.all),
    none: nonEmpty(query.none),
    local: query.local,
  })
}

const nonEmpty = (tags: string[] | undefined) => (tags && tags.length > 0 ? tags : undefined)

export function fetchListTimeline(client: ApiClient, listId: string, query: TimelineQuery = {}) {
  return statuses(
    client,
    `/api/v1/timelines/list/${encodeURIComponent(listId)}`,
    query,
    statusRules,
  )
}

/** User, replies and media timelines of one account, and its pinned statuses. */
export function fetchAccountStatuses(
  client: ApiClient,
  accountId: string,
  query: TimelineQuery & { excludeReplies?: boolean; pinned?: boolean } = {},
) {
  return statuses(
    client,
    `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses`,
    query,
    statusRules,
    {
      exclude_replies: query.excludeReplies,
      pinned: query.pinned,
    },
  )
}

export function fetchPinnedStatuses(client: ApiClient, accountId: string) {
  return fetchAccountStatuses(client, accountId, { pinned: true })
}

export function fetchFavourites(client: ApiClient, query: TimelineQuery = {}) {
  return statuses(client, '/api/v1/favourites', query, savedRules)
}

export function fetchBookmarks(client: ApiClient, query: TimelineQuery = {}) {
  return statuses(client, '/api/v1/bookmarks', query, savedRules)
}

/** Akkoma's direct-message timeline (what Akkoma-FE reads for its DM column). */
export function fetchDirectTimeline(client: ApiClient, query: TimelineQuery = {}) {
  return statuses(client, '/api/v1/timelines/direct', query, statusRules)
}

/** Spec's direct-message call: conversations, each with its last status. */
export function fetchConversations(
  client: ApiClient,
  query: TimelineQuery = {},
): Promise<Page<ApiConversation>> {
  return client.page<ApiConversation>('/api/v1/conversations', {
    query: timelineQuery(client, query, statusRules),
    ...(query.signal ? { signal: query.signal } : {}),
  })
}

/** The conversation is read (its unread mark goes); answers the conversation. */
export function markConversationRead(client: ApiClient, id: string): Promise<ApiConversation> {
  return client.json<ApiConversation>(
    'POST',
    `/api/v1/conversations/${encodeURIComponent(id)}/read`,
  )
}

/** Removes the conversation from the account's list (until someone writes in it again). */
export function removeConversation(client: ApiClient, id: string): Promise<void> {
  return client.empty('DELETE', `/api/v1/conversations/${encodeURIComponent(id)}`)
}

/** Every timeline the columns can show, by name, so a column definition can hold it as data. */
export type TimelineSource =
  | { kind: 'home' }
  | { kind: 'public'; local?: boolean }
  | { kind: 'bubble' }
  | ({ kind: 'tag'; tag: string } & TagFilter)
  | { kind: 'list'; listId: string }
  | { kind: 'user'; accountId: string; excludeReplies?: boolean }
  | { kind: 'media'; accountId: string }
  | { kind: 'favourites' }
  | { kind: 'bookmarks' }
  | { kind: 'direct' }

export function fetchTimelinePage(
  client: ApiClient,
  source: TimelineSource,
  query: TimelineQuery = {},
): Promise<Page<ApiStatus>> {
  switch (source.kind) {
    case 'home':
      return fetchHomeTimeline(client, query)
    case 'public':
      return fetchPublicTimeline(client, { ...query, local: source.local })
    case 'bubble':
      return fetchBubbleTimeline(client, query)
    case 'tag':
      return fetchTagTimeline(client, source.tag, {
        ...query,
        any: source.any,
        all: source.all,
        none: source.none,
        local: source.local,
      })
    case 'list':
      return fetchListTimeline(client, source.listId, query)
    case 'user':
      return fetchAccountStatuses(client, source.accountId, {
        ...query,
        excludeReplies: source.excludeReplies,
      })
    case 'media':
      return fetchAccountStatuses(client, source.accountId, { ...query, onlyMedia: true })
    case 'favourites':
      return fetchFavourites(client, query)
    case 'bookmarks':
      return fetchBookmarks(client, query)
    case 'direct':
      return fetchDirectTimeline(client, query)
  }
}

import type { ApiClient } from './client'
import { withRouteFallback } from './route-fallback'
import { given, type PostPayload } from './server-kind'
import type {
  ApiAccount,
  ApiContext,
  ApiReactionWithAccounts,
  ApiStatus,
  ApiStatusEdit,
  ApiStatusSource,
  ApiTranslation,
} from './wire'

// Single-status calls of spec 2 section 7 and spec 3 section 7. Creating a status is
// `createStatus` in server-kind.ts (it hides which create call the server has).

const statusPath = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`

export function fetchStatus(client: ApiClient, id: string): Promise<ApiStatus> {
  return client.json<ApiStatus>('GET', statusPath(id))
}

export function fetchStatusContext(client: ApiClient, id: string): Promise<ApiContext> {
  return client.json<ApiContext>('GET', `${statusPath(id)}/context`)
}

export function fetchStatusSource(client: ApiClient, id: string): Promise<ApiStatusSource> {
  return client.json<ApiStatusSource>('GET', `${statusPath(id)}/source`)
}

/** Oldest edit first, as the server sends it. */
export function fetchStatusHistory(client: ApiClient, id: string): Promise<ApiStatusEdit[]> {
  return client.json<ApiStatusEdit[]>('GET', `${statusPath(id)}/history`)
}

export function fetchFavouritedBy(client: ApiClient, id: string): Promise<ApiAccount[]> {
  return client.json<ApiAccount[]>('GET', `${statusPath(id)}/favourited_by`)
}

export function fetchRebloggedBy(client: ApiClient, id: string): Promise<ApiAccount[]> {
  return client.json<ApiAccount[]>('GET', `${statusPath(id)}/reblogged_by`)
}

export function fetchStatusReactions(
  client: ApiClient,
  id: string,
): Promise<ApiReactionWithAccounts[]> {
  return client.json<ApiReactionWithAccounts[]>(
    'GET',
    `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions`,
  )
}

/** The status actions of spec 2 section 7; each answers with the changed status. */
export type StatusAction =
  | 'favourite'
  | 'unfavourite'
  | 'reblog'
  | 'unreblog'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute'

/** `reblog` answers with the wrapper status whose `reblog` is the original. */
export function statusAction(
  client: ApiClient,
  id: string,
  action: StatusAction,
): Promise<ApiStatus> {
  return client.json<ApiStatus>('POST', `${statusPath(id)}/${action}`)
}

export const favouriteStatus = (c: ApiClient, id: string) => statusAction(c, id, 'favourite')
export const unfavouriteStatus = (c: ApiClient, id: string) => statusAction(c, id, 'unfavourite')
export const reblogStatus = (c: ApiClient, id: string) => statusAction(c, id, 'reblog')
export const unreblogStatus = (c: ApiClient, id: string) => statusAction(c, id, 'unreblog')
export const bookmarkStatus = (c: ApiClient, id: string) => statusAction(c, id, 'bookmark')
export const unbookmarkStatus = (c: ApiClient, id: string) => statusAction(c, id, 'unbookmark')
export const pinStatus = (c: ApiClient, id: string) => statusAction(c, id, 'pin')
export const unpinStatus = (c: ApiClient, id: string) => statusAction(c, id, 'unpin')
export const muteConversation = (c: ApiClient, id: string) => statusAction(c, id, 'mute')
export const unmuteConversation = (c: ApiClient, id: string) => statusAction(c, id, 'unmute')

// The spec's react/unreact paths are not routed on stock Akkoma, which has the Pleroma
// reactions resource instead.
function reaction(client: ApiClient, id: string, emoji: string, add: boolean): Promise<ApiStatus> {
  const encoded = encodeURIComponent(emoji)
  return withRouteFallback(
    client,
    'statuses.react',
    () =>
      client.json<ApiStatus>('POST', `${statusPath(id)}/${add ? 'react' : 'unreact'}/${encoded}`),
    () =>
      client.json<ApiStatus>(
        add ? 'PUT' : 'DELETE',
        `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions/${encoded}`,
      ),
  )
}

export const reactToStatus = (c: ApiClient, id: string, emoji: string) =>
  reaction(c, id, emoji, true)
export const unreactToStatus = (c: ApiClient, id: string, emoji: string) =>
  reaction(c, id, emoji, false)

/** Answers with the deleted status, its `text` holding the source (for delete-and-redraft). */
export function deleteStatus(client: ApiClient, id: string): Promise<ApiStatus> {
  return client.json<ApiStatus>('DELETE', statusPath(id))
}

/**
 * PUT as a multipart form, as the server's own front end sends it. Scope, reply and quote cannot
 * change in an edit, so the payload's are not sent; a null content warning clears it.
 */
export function editStatus(
  client: ApiClient,
  id: string,
  edit: Omit<PostPayload, 'visibility'>,
): Promise<ApiStatus> {
  return client.json<ApiStatus>('PUT', statusPath(id), {
    multipart: {
      status: edit.status,
      spoiler_text: edit.spoilerText === null ? '' : edit.spoilerText,
      sensitive: edit.sensitive,
      content_type: edit.contentType,
      language: given(edit.language),
      media_ids: edit.media,
      poll: edit.poll
        ? {
            options: edit.poll.options,
            expires_in: edit.poll.expiresIn,
            multiple: edit.poll.multiple,
          }
        : undefined,
    },
  })
}

export function translateStatus(
  client: ApiClient,
  id: string,
  language: string,
  from?: string,
): Promise<ApiTranslation> {
  return client.json<ApiTranslation>(
    'GET',
    `${statusPath(id)}/translations/${encodeURIComponent(language)}`,
    { query: { from } },
  )
}

import type { ApiClient } from './client'

/** The fields of a Misskey note the client reads: custom reaction emoji by name. */
export interface ApiMisskeyNote {
  id: string
  reactionEmojis?: Record<string, string>
  reactions?: Record<string, number>
}

/**
 * Spec 2 section 7: a direct call to the third-party host a remote post came from, to learn the
 * image URLs of its custom reactions. `remote` is a token-less client for that host (never the
 * signed-in account's client: the account's token must not travel to another server).
 */
export function fetchMisskeyNote(remote: ApiClient, noteId: string): Promise<ApiMisskeyNote> {
  return remote.json<ApiMisskeyNote>('POST', '/api/notes/show', {
    json: { noteId },
    anonymous: true,
  })
}

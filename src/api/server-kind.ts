import type { ApiClient } from './client'
import { withRouteFallback, usesFallback } from './route-fallback'
import type {
  ApiInstance,
  ApiMisskeyEmojis,
  ApiMisskeyMeta,
  ApiNoteCreateParams,
  ApiNoteCreateResult,
  ApiNoteVisibility,
  ApiPleromaEmojiMap,
  ApiPostVisibility,
  ApiStatus,
} from './wire'

// The spec posts through a Misskey-style call and reads Misskey-style instance documents; stock
// Akkoma, Pleroma and Mastodon have the Mastodon routes instead. Each function tries the spec's
// route once per client and remembers which kind of server it is talking to.

/** The composer's post payload (spec 2 section 3). */
export interface StatusDraft {
  status: string
  spoilerText?: string | null
  visibility: ApiPostVisibility
  sensitive?: boolean
  mediaIds?: string[]
  inReplyToId?: string
  quoteId?: string
  contentType?: string
  language?: string
  poll?: { options: string[]; expiresIn: number; multiple?: boolean }
  /** Defaults to the current time in milliseconds, as the spec's client sends it. */
  idempotencyKey?: string
  /** Render without posting. */
  preview?: boolean
}

const notesCreateKey = 'server-kind.notes-create'
/** Sent as `source` of the Misskey-style call. */
export const clientName = 'akkoma-deck'

/** Spec 2 section 7: only the Misskey-style call uses these names. */
export function toNoteVisibility(visibility: ApiPostVisibility): ApiNoteVisibility {
  switch (visibility) {
    case 'public':
      return 'public'
    case 'unlisted':
      return 'home'
    case 'private':
      return 'followers'
    case 'direct':
      return 'specified'
    case 'local':
      // No Misskey-style name for local-only; the closest that does not widen it is "home".
      return 'home'
  }
}

/** Spec 3 section 5: polls only with a non-empty option; a CW only when sensitive and set. */
export function toNoteParams(draft: StatusDraft): ApiNoteCreateParams {
  const options = draft.poll?.options.filter((option) => option.trim().length > 0) ?? []
  const params: ApiNoteCreateParams = {
    text: draft.status,
    source: clientName,
    visibility: toNoteVisibility(draft.visibility),
  }
  if (draft.sensitive === true && draft.spoilerText != null) params.cw = draft.spoilerText
  if (draft.contentType !== undefined) params.content_type = draft.contentType
  if (draft.language !== undefined) params.language = draft.language
  if (draft.poll && options.length > 0) {
    params.poll = {
      choices: draft.poll.options,
      multiple: draft.poll.multiple ?? false,
      expiredAfter: draft.poll.expiresIn * 1000,
    }
  }
  if (draft.inReplyToId !== undefined) params.replyId = draft.inReplyToId
  if (draft.quoteId !== undefined) params.quote_id = draft.quoteId
  if (draft.preview === true) params.preview = true
  if (draft.mediaIds && draft.mediaIds.length > 0) params.mediaIds = draft.mediaIds
  return params
}

/** The Mastodon/Akkoma form of the same draft; visibility is sent unmapped. */
export function toStatusForm(draft: StatusDraft) {
  const options = draft.poll?.options.filter((option) => option.trim().length > 0) ?? []
  return {
    status: draft.status,
    spoiler_text: draft.spoilerText ?? undefined,
    visibility: draft.visibility,
    sensitive: draft.sensitive,
    media_ids: draft.mediaIds,
    in_reply_to_id: draft.inReplyToId,
    quote_id: draft.quoteId,
    content_type: draft.contentType,
    language: draft.language,
    preview: draft.preview === true ? true : undefined,
    poll:
      draft.poll && options.length > 0
        ? {
            options: draft.poll.options,
            expires_in: draft.poll.expiresIn,
            multiple: draft.poll.multiple ?? false,
          }
        : undefined,
  }
}

function createdStatus(result: ApiNoteCreateResult | ApiStatus): ApiStatus {
  return 'createdNote' in result && result.createdNote ? result.createdNote : (result as ApiStatus)
}

/**
 * Posts (or previews) a status on any kind of server. Both routes carry the same idempotency
 * key, so the fallback after a 404 cannot post twice, and a 429 retry is safe.
 */
export function createStatus(client: ApiClient, draft: StatusDraft): Promise<ApiStatus> {
  const key = draft.idempotencyKey ?? String(Date.now())
  return withRouteFallback(
    client,
    notesCreateKey,
    async () =>
      createdStatus(
        await client.json<ApiNoteCreateResult | ApiStatus>('POST', '/api/notes/create', {
          json: toNoteParams(draft),
          headers: { 'idempotency-key': key },
          idempotent: true,
        }),
      ),
    () =>
      client.json<ApiStatus>('POST', '/api/v1/statuses', {
        multipart: toStatusForm(draft),
        headers: { 'Idempotency-Key': key },
        idempotent: true,
      }),
  )
}

/** True once this client found the server without the Misskey-style create call. */
export function lacksNotesCreate(client: ApiClient): boolean | undefined {
  return usesFallback(client, notesCreateKey)
}

/** Misskey-style instance meta, or the same fields read from /api/v1/instance. */
export function fetchMeta(client: ApiClient): Promise<ApiMisskeyMeta> {
  return withRouteFallback(
    client,
    'server-kind.meta',
    () => client.json<ApiMisskeyMeta>('POST', '/api/meta', { json: {}, idempotent: true }),
    async () => metaFromInstance(await client.json<ApiInstance>('GET', '/api/v1/instance')),
  )
}

export function metaFromInstance(instance: ApiInstance): ApiMisskeyMeta {
  return {
    name: instance.title,
    iconUrl: instance.thumbnail ?? null,
    backgroundImageUrl: instance.background_image ?? null,
    maxNoteTextLength: instance.max_toot_chars,
    ads: [],
  }
}

export type CustomEmoji = ApiMisskeyEmojis['emojis'][number]

interface MastodonCustomEmoji {
  shortcode: string
  url: string
  category?: string | null
}

/**
 * Custom emoji as name + absolute URL: /api/emojis where the server has it, else Akkoma's
 * /api/v1/pleroma/emoji (path-relative URLs, pack tags), else Mastodon's /api/v1/custom_emojis.
 */
export function fetchCustomEmojis(client: ApiClient): Promise<CustomEmoji[]> {
  return withRouteFallback(
    client,
    'server-kind.emojis',
    async () => (await client.json<ApiMisskeyEmojis>('GET', '/api/emojis')).emojis,
    () =>
      withRouteFallback(
        client,
        'server-kind.pleroma-emoji',
        async () =>
          emojisFromPleroma(
            client,
            await client.json<ApiPleromaEmojiMap>('GET', '/api/v1/pleroma/emoji'),
          ),
        async () =>
          (await client.json<MastodonCustomEmoji[]>('GET', '/api/v1/custom_emojis')).map(
            (emoji) => ({
              name: emoji.shortcode,
              url: emoji.url,
              category: emoji.category ?? null,
            }),
          ),
      ),
  )
}

export function emojisFromPleroma(client: ApiClient, map: ApiPleromaEmojiMap): CustomEmoji[] {
  return Object.entries(map).map(([name, entry]) => {
    const pack = entry.tags.find((tag) => tag.startsWith('pack:'))
    return {
      name,
      url: new URL(entry.image_url, `${client.baseUrl}/`).toString(),
      category: pack ? pack.slice('pack:'.length) : (entry.tags[0] ?? null),
    }
  })
}

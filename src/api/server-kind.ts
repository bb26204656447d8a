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

/**
 * spec 2 §3 "Post payload": the one input of the create, preview and edit calls. The composer's
 * draft becomes this in one step (src/state/post-payload.ts); the calls below turn it into the
 * wire form of each route. Empty strings and nulls are sent as absent.
 */
export interface PostPayload {
  status: string
  /** Null: no content warning. */
  spoilerText?: string | null
  visibility: ApiPostVisibility
  sensitive?: boolean
  /** Attachment ids. */
  media?: string[]
  inReplyToStatusId?: string | null
  quoteId?: string | null
  contentType?: string
  language?: string | null
  poll?: { options: string[]; expiresIn: number; multiple?: boolean } | null
  /** Defaults to the current time in milliseconds, as the spec's client sends it. */
  idempotencyKey?: string | null
  /** Render without posting. */
  preview?: boolean
}

/** A string the payload sets, or undefined when it is empty or absent. */
export function given(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : value
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
export function toNoteParams(payload: PostPayload): ApiNoteCreateParams {
  const options = payload.poll?.options.filter((option) => option.trim().length > 0) ?? []
  const params: ApiNoteCreateParams = {
    text: payload.status,
    source: clientName,
    visibility: toNoteVisibility(payload.visibility),
  }
  if (payload.sensitive === true && payload.spoilerText != null) params.cw = payload.spoilerText
  if (payload.contentType !== undefined) params.content_type = payload.contentType
  const language = given(payload.language)
  if (language !== undefined) params.language = language
  if (payload.poll && options.length > 0) {
    params.poll = {
      choices: payload.poll.options,
      multiple: payload.poll.multiple ?? false,
      expiredAfter: payload.poll.expiresIn * 1000,
    }
  }
  const replyId = given(payload.inReplyToStatusId)
  if (replyId !== undefined) params.replyId = replyId
  const quoteId = given(payload.quoteId)
  if (quoteId !== undefined) params.quote_id = quoteId
  if (payload.preview === true) params.preview = true
  if (payload.media && payload.media.length > 0) params.mediaIds = payload.media
  return params
}

/** The Mastodon/Akkoma form of the same payload; visibility is sent unmapped. */
export function toStatusForm(payload: PostPayload) {
  const options = payload.poll?.options.filter((option) => option.trim().length > 0) ?? []
  return {
    status: payload.status,
    spoiler_text: payload.spoilerText ?? undefined,
    visibility: payload.visibility,
    sensitive: payload.sensitive,
    media_ids: payload.media,
    in_reply_to_id: given(payload.inReplyToStatusId),
    quote_id: given(payload.quoteId),
    content_type: payload.contentType,
    language: given(payload.language),
    preview: payload.preview === true ? true : undefined,
    poll:
      payload.poll && options.length > 0
        ? {
            options: payload.poll.options,
            expires_in: payload.poll.expiresIn,
            multiple: payload.poll.multiple ?? false,
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
export function createStatus(client: ApiClient, payload: PostPayload): Promise<ApiStatus> {
  const key = given(payload.idempotencyKey) ?? String(Date.now())
  return withRouteFallback(
    client,
    notesCreateKey,
    async () =>
      createdStatus(
        await client.json<ApiNoteCreateResult | ApiStatus>('POST', '/api/notes/create', {
          json: toNoteParams(payload),
          headers: { 'idempotency-key': key },
          idempotent: true,
        }),
      ),
    () =>
      client.json<ApiStatus>('POST', '/api/v1/statuses', {
        multipart: toStatusForm(payload),
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

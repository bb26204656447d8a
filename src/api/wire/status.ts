import type { ApiAccount, ApiMention } from './account.ts'
import type { ApiEmoji, ApiEmojiReaction, ApiId } from './common.ts'
import type { ApiAttachment, ApiCard } from './media.ts'
import type { ApiPoll } from './poll.ts'

export type ApiVisibility =
  'public' | 'unlisted' | 'private' | 'direct' | 'local' | 'list' | (string & {})

export interface ApiApplication {
  name: string
  website?: string | null
}

/** A hashtag as embedded in a status: `{name, url}` with a `/tag/` url. */
export interface ApiStatusTag {
  name: string
  url: string
}

export interface ApiStatusPleroma {
  local?: boolean
  conversation_id?: number | null
  context?: string | null
  in_reply_to_account_acct?: string | null
  content?: Record<string, string>
  spoiler_text?: Record<string, string>
  expires_at?: string | null
  direct_conversation_id?: number | null
  thread_muted?: boolean
  emoji_reactions?: ApiEmojiReaction[]
  parent_visible?: boolean
  pinned_at?: string | null
  /** Old Pleroma quote field (before top-level `quote`). */
  quote?: ApiStatus | null
  quote_url?: string | null
  quote_visible?: boolean
}

/** `akkoma.source`: an object on current Akkoma, a bare string on old/remote posts. */
export type ApiStatusAkkomaSource = { content?: string; mediaType?: string } | string | null

export interface ApiStatusAkkoma {
  source?: ApiStatusAkkomaSource
  in_reply_to_apid?: string | null
  quote_apid?: string | null
}

/** Mastodon ≥ 4.4 wraps quotes: `{state, quoted_status}` or the shallow `{state, quoted_status_id}`. */
export interface ApiMastodonQuote {
  state: string
  quoted_status?: ApiStatus | null
  quoted_status_id?: ApiId | null
}

/** StatusView "show.json". Reblog wrappers carry only a subset (see entities.md). */
export interface ApiStatus {
  id: ApiId
  uri?: string
  url?: string | null
  account: ApiAccount
  in_reply_to_id?: ApiId | null
  in_reply_to_account_id?: ApiId | null
  reblog?: ApiStatus | null
  card?: ApiCard | null
  content: string
  /** Source text, only on DELETE; null otherwise. */
  text?: string | null
  created_at: string
  edited_at?: string | null
  reblogs_count?: number
  replies_count?: number
  favourites_count?: number
  reblogged?: boolean
  favourited?: boolean
  bookmarked?: boolean
  muted?: boolean
  pinned?: boolean
  sensitive?: boolean
  spoiler_text?: string
  visibility: ApiVisibility
  media_attachments?: ApiAttachment[]
  poll?: ApiPoll | null
  mentions?: ApiMention[]
  tags?: ApiStatusTag[]
  application?: ApiApplication | null
  language?: string | null
  emojis?: ApiEmoji[]
  /** Akkoma: id, "_" (known but unresolvable) or null. */
  quote_id?: ApiId | null
  /** Akkoma: a Status; Mastodon ≥ 4.4: a Quote wrapper. */
  quote?: ApiStatus | ApiMastodonQuote | null
  emoji_reactions?: ApiEmojiReaction[]
  pleroma?: ApiStatusPleroma
  akkoma?: ApiStatusAkkoma
  /** Mastodon: filter results attached to the status. */
  filtered?: unknown[]
}

/** GET /api/v1/statuses/:id/source */
export interface ApiStatusSource {
  id: ApiId
  text: string
  spoiler_text: string
  content_type?: string
}

/** GET /api/v1/statuses/:id/history item (oldest first; no id). */
export interface ApiStatusEdit {
  account: ApiAccount
  content: string
  sensitive?: boolean
  spoiler_text?: string
  created_at: string
  media_attachments?: ApiAttachment[]
  emojis?: ApiEmoji[]
  poll?: Pick<ApiPoll, 'options'> | ApiPoll | null
}

/** GET /api/v1/statuses/:id/context */
export interface ApiContext {
  ancestors: ApiStatus[]
  descendants: ApiStatus[]
}

/** GET /api/v1/statuses/:id/translations/:language (Akkoma form). */
export interface ApiTranslation {
  /** Akkoma. */
  detected_language?: string
  text?: string
  /** Mastodon form. */
  content?: string
  detected_source_language?: string
  provider?: string
}

export interface ApiTranslationLanguage {
  code: string
  name: string
}

/** GET /api/v1/akkoma/translation/languages */
export interface ApiTranslationLanguages {
  source: ApiTranslationLanguage[]
  target: ApiTranslationLanguage[]
}

/** GET /api/v1/pleroma/statuses/:id/reactions item. */
export interface ApiReactionWithAccounts {
  name: string
  count: number
  me: boolean
  url?: string | null
  accounts: ApiAccount[]
}

/** The scopes a status is posted with, as the Mastodon-style calls name them. */
export type ApiPostVisibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local'

/** Misskey-style visibility used by POST /api/notes/create (spec 2 §7). */
export type ApiNoteVisibility = 'public' | 'home' | 'followers' | 'specified'

/** Body of the Misskey-style POST /api/notes/create (spec 2 §7). */
export interface ApiNoteCreateParams {
  text: string
  source?: string
  cw?: string | null
  visibility: ApiNoteVisibility
  content_type?: string
  language?: string
  poll?: { choices: string[]; multiple?: boolean; expiredAfter?: number } | null
  replyId?: string
  quote_id?: string
  preview?: boolean
  mediaIds?: string[]
}

/** Answer of POST /api/notes/create: Misskey wraps the note; compatible hosts may return a Status. */
export interface ApiNoteCreateResult {
  createdNote?: ApiStatus
  error?: string
}

// Shapes shared by several resources. Every id the server sends is a string in Akkoma, but some
// servers (and a few Akkoma fields, see api-reference §1) send numbers: the normalisers coerce.

/** An id as it arrives on the wire: a string on Akkoma, sometimes a number elsewhere. */
export type ApiId = string

/** A custom emoji as embedded in statuses, accounts, polls and announcements. */
export interface ApiEmoji {
  shortcode: string
  url: string
  static_url?: string
  visible_in_picker?: boolean
  /** Only in GET /api/v1/custom_emojis. */
  tags?: string[]
  /** Only in GET /api/v1/custom_emojis: tags minus "Custom" joined by ",". */
  category?: string | null
}

/** One entry of status.emoji_reactions / status.pleroma.emoji_reactions. */
export interface ApiEmojiReaction {
  /** A unicode emoji, a local shortcode ("blobcat") or a remote one ("wow@remote.example"). */
  name: string
  count: number
  me: boolean
  /** Image of a custom emoji; null for unicode. Missing on older Pleroma. */
  url?: string | null
  /** Missing on older Pleroma. */
  account_ids?: ApiId[]
}

/** A profile metadata field. `value` is HTML. */
export interface ApiField {
  name: string
  value: string
  verified_at?: string | null
}

/** `{"status":"success"}` or `{"error":"..."}`, both with HTTP 200 (Pleroma util endpoints). */
export interface ApiStatusResult {
  status?: 'success' | (string & {})
  error?: string
}

import type { CustomEmoji, EmojiReaction } from './emoji.ts'
import type { Attachment, Card } from './media.ts'

/**
 * The scopes a status is posted with (spec 2 §3 "Visibility values"): the client's one visibility
 * type. A status read from the server may also be list-scoped (Akkoma's list posts), which the
 * client shows but never posts with.
 */
export type Visibility = 'public' | 'unlisted' | 'local' | 'private' | 'direct'

/** Wire statuses become `status` or `retweet`; the rest exist for the spec's vocabulary. */
export type StatusType = 'status' | 'retweet' | 'favorite' | 'deletion' | 'follow' | 'unknown'

/** A mentioned user as a status carries it: a stub, not a stored User. */
export interface Attention {
  id: string
  screen_name: string
  username: string
  statusnet_profile_url: string
}

export interface StatusTag {
  name: string
  url: string
}

export interface Translation {
  detected_language: string
  text: string
}

/**
 * The client form of a status (spec 2 §3, spec 3 §3). Related entities that the cache stores
 * once are referenced by id: the author (`user_id`), the repeated original
 * (`retweeted_status_id`), the quoted post (`quote_id`) and the poll (`poll_id`). Attachments,
 * the card and reactions belong to this status alone and are embedded.
 */
export interface Status {
  id: string
  type: StatusType
  user_id: string
  /** Plain text of the content (server's text/plain rendering, else the HTML). */
  text: string
  raw_html: string
  /** The content warning as plain text. */
  summary: string
  summary_raw_html: string
  visibility: Visibility | 'list'
  language: string | null
  /** akkoma.source.mediaType, e.g. text/x.misskeymarkdown; null when unknown. */
  media_type: string | null
  nsfw: boolean
  attachments: Attachment[]
  emojis: CustomEmoji[]
  tags: StatusTag[]
  attentions: Attention[]
  in_reply_to_status_id: string | null
  in_reply_to_user_id: string | null
  in_reply_to_screen_name: string | null
  /** AP id of the parent, kept even when the parent is unresolvable. */
  in_reply_to_ap_id: string | null
  parent_visible: boolean
  quote_id: string | null
  /** AP id of the quoted post, kept even when it is unresolvable. */
  quote_url: string | null
  card: Card | null
  poll_id: string | null
  replies_count: number
  fave_num: number
  repeat_num: number
  favorited: boolean
  repeated: boolean
  bookmarked: boolean
  pinned: boolean
  thread_muted: boolean
  muted: boolean
  edited_at: string | null
  created_at: string
  is_local: boolean
  uri: string
  external_url: string
  deleted: boolean
  retweeted_status_id: string | null
  /** Reactions other than heart and star (those are counted into fave_num). */
  emoji_reactions: EmojiReaction[]
  /** Filled later by a translate call. */
  translation: Translation | null
  statusnet_conversation_id: string | null
  /** AP context URI of the thread. */
  context: string | null
  direct_conversation_id: string | null
  expires_at: string | null
  pinned_at: string | null
  application: string | null
  /** Source text, only present in the answer to a delete. */
  source_text: string | null
}

/** spec 2 §3 / spec 3 §3 Status source. */
export interface StatusSource {
  id: string
  text: string
  spoiler_text: string
  content_type: string
}

/** One version of an edited status (GET .../history), newest last. */
export interface StatusEdit {
  user_id: string
  raw_html: string
  summary: string
  nsfw: boolean
  created_at: string
  attachments: Attachment[]
  emojis: CustomEmoji[]
  poll_options: string[]
}

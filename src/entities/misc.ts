import type { CustomEmoji } from './emoji.ts'

/** A reaction on an announcement (Mastodon's; Akkoma lists none). */
export interface AnnouncementReaction {
  /** A unicode emoji or a custom emoji's shortcode. */
  name: string
  count: number
  me: boolean
  /** Image of a custom emoji; null for unicode. */
  url: string | null
}

/** spec 1 §3 / spec 3 §3 Announcement. */
export interface Announcement {
  id: string
  content: string
  /** Admin view only: the source text for the editor. */
  raw_content: string | null
  starts_at: string | null
  ends_at: string | null
  all_day: boolean
  published_at: string
  updated_at: string | null
  read: boolean
  /** Set by the state layer when an admin-listed announcement is missing from the user list. */
  inactive: boolean
  emojis: CustomEmoji[]
  reactions: AnnouncementReaction[]
}

/** spec 1 §3 List. Members are loaded separately: null until then. */
export interface List {
  id: string
  title: string
  account_ids: string[] | null
}

export interface TagHistory {
  day: number
  uses: number
  accounts: number
}

/** spec 1 §3 Tag. */
export interface Tag {
  name: string
  url: string
  following: boolean
  history: TagHistory[]
}

/** A direct-message conversation: participants and last status referenced by id. */
export interface Conversation {
  id: string
  account_ids: string[]
  unread: boolean
  last_status_id: string | null
}

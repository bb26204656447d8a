import type { CustomEmoji } from './emoji.ts'
import type { Visibility } from './status.ts'

export type Role = 'admin' | 'moderator' | 'member'

export type DmPolicy = 'everybody' | 'people_i_follow' | 'nobody'

export interface UserField {
  name: string
  value: string
  verified_at: string | null
}

/** The instance a remote user lives on (akkoma.instance). */
export interface UserInstance {
  name: string
  favicon: string | null
  software: string | null
}

/**
 * The client form of an account (spec 3 §3, spec 1 §3). The relationship is not embedded: it
 * is stored separately (see index.ts). Per-user lists (pinned ids, follower ids, ...) belong to
 * the state layer, not to this shape.
 */
export interface User {
  id: string
  /** `acct`: `alice` (local) or `bob@remote.example`. */
  screen_name: string
  /** screen_name with an internationalised host shown in unicode behind a globe marker. */
  screen_name_ui: string
  /** `nick@host`, always with the host. */
  fqn: string
  statusnet_profile_url: string
  ap_id: string | null
  name: string
  /** Escaped display name with custom emoji as <img>. */
  name_html: string
  /** The bio as plain text (the raw source for the own account). */
  description: string
  description_html: string
  fields: UserField[]
  /** Own account only: the raw field source for the profile editor (absent or empty otherwise). */
  source_fields?: UserField[]
  /** Field names escaped, values as server HTML (custom emoji as <img>). */
  fields_html: UserField[]
  /** Tags removed and entities decoded. */
  fields_text: UserField[]
  /** Static avatar. */
  profile_image_url: string
  profile_image_url_original: string
  cover_photo: string
  friends_count: number
  followers_count: number
  statuses_count: number
  bot: boolean
  locked: boolean
  created_at: string
  last_status_at: string | null
  background_image: string | null
  favicon: string | null
  hide_follows: boolean
  hide_followers: boolean
  hide_follows_count: boolean
  hide_followers_count: boolean
  hide_favorites: boolean
  allow_following_move: boolean
  /** source.privacy: own account only. */
  default_scope: Visibility | 'list' | null
  no_rich_text: boolean
  /** source.sensitive: own account only, media marked sensitive by default. */
  default_nsfw: boolean
  show_role: boolean
  discoverable: boolean
  tags: string[]
  deactivated: boolean
  notification_settings: { block_from_strangers: boolean; hide_notification_contents: boolean }
  rights: { moderator: boolean; admin: boolean }
  role: Role
  is_local: boolean
  instance: UserInstance | null
  status_ttl_days: number | null
  permit_followback: boolean
  follow_request_count: number
  accepts_direct_messages_from: DmPolicy | null
  also_known_as: string[]
  emoji: CustomEmoji[]
  /** Own account only (verify_credentials). */
  unread_notifications_count: number
  /** Id of the account this one moved to (Mastodon `moved`), if any. */
  moved_to_id: string | null
}

/** spec 3 §3 Relationship (plus the flags Akkoma sends beside it). */
export interface Relationship {
  id: string
  following: boolean
  followed_by: boolean
  blocking: boolean
  blocked_by: boolean
  requested: boolean
  requested_by: boolean
  muting: boolean
  muting_notifications: boolean
  subscribing: boolean
  showing_reblogs: boolean
  domain_blocking: boolean
  endorsed: boolean
  note: string
}

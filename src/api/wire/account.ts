import type { ApiEmoji, ApiField, ApiId } from './common.ts'
import type { ApiNodeinfo } from './nodeinfo.ts'

/** AccountView "relationship.json". Anonymous viewers get `{}`, hence every field optional. */
export interface ApiRelationship {
  id?: ApiId
  following?: boolean
  followed_by?: boolean
  blocking?: boolean
  blocked_by?: boolean
  muting?: boolean
  muting_notifications?: boolean
  subscribing?: boolean
  notifying?: boolean
  requested?: boolean
  requested_by?: boolean
  domain_blocking?: boolean
  showing_reblogs?: boolean
  endorsed?: boolean
  note?: string
  /** Mastodon only. */
  languages?: string[] | null
}

export type ApiActorType = 'Person' | 'Service' | 'Group' | 'Application' | (string & {})

export type ApiDmPolicy = 'everybody' | 'people_i_follow' | 'nobody'

export interface ApiAccountSource {
  note?: string
  sensitive?: boolean
  fields?: ApiField[]
  /** Self view only. */
  privacy?: string
  language?: string | null
  pleroma?: {
    discoverable?: boolean
    actor_type?: ApiActorType
    show_role?: boolean
    no_rich_text?: boolean
  }
}

export interface ApiNotificationSettings {
  block_from_strangers?: boolean
  hide_notification_contents?: boolean
}

export interface ApiAccountPleroma {
  ap_id?: string
  also_known_as?: string[]
  is_confirmed?: boolean
  /** Pre-2020 name for !is_confirmed. */
  confirmation_pending?: boolean
  is_suggested?: boolean
  tags?: string[]
  hide_followers_count?: boolean
  hide_follows_count?: boolean
  hide_followers?: boolean
  hide_follows?: boolean
  hide_favorites?: boolean
  /** A Relationship, or `{}` when not requested with `with_relationships`. */
  relationship?: ApiRelationship
  skip_thread_containment?: boolean
  background_image?: string | null
  favicon?: string | null
  is_admin?: boolean
  is_moderator?: boolean
  /** Admin viewers only. */
  deactivated?: boolean
  is_active?: boolean
  notification_settings?: ApiNotificationSettings
  settings_store?: Record<string, unknown>
  allow_following_move?: boolean
  unread_conversation_count?: number
  unread_notifications_count?: number
  email?: string | null
  accepts_chat_messages?: boolean | null
  /** Legacy (old Pleroma): rights object instead of the is_* flags. */
  rights?: ApiLegacyRights
}

/** Pre-2019 Pleroma form of the role flags. */
export interface ApiLegacyRights {
  admin?: boolean
  delete_others_notice?: boolean
}

export interface ApiRemoteInstance {
  name: string
  favicon?: string | null
  nodeinfo?: Partial<ApiNodeinfo> | Record<string, never> | null
}

export interface ApiAccountAkkoma {
  instance?: ApiRemoteInstance | null
  status_ttl_days?: number | null
  permit_followback?: boolean
}

/** AccountView "show.json" with the pleroma/akkoma extensions. */
export interface ApiAccount {
  id: ApiId
  username: string
  acct: string
  display_name: string
  locked: boolean
  created_at: string
  followers_count: number
  following_count: number
  statuses_count: number
  note: string
  url: string
  avatar: string
  avatar_static?: string
  header?: string
  header_static?: string
  emojis?: ApiEmoji[]
  fields?: ApiField[]
  bot?: boolean
  group?: boolean
  discoverable?: boolean | null
  source?: ApiAccountSource
  last_status_at?: string | null
  fqn?: string
  /** Self view only. */
  follow_requests_count?: number
  accepts_direct_messages_from?: ApiDmPolicy
  pleroma?: ApiAccountPleroma
  akkoma?: ApiAccountAkkoma
  /** Mastodon: the account moved to another. */
  moved?: ApiAccount | null
  /** Old key in some captured Akkoma examples; the view emits `locked`. */
  is_locked?: boolean
  /** Admin report views merge AdminUser fields into the account. */
  nickname?: string
  is_active?: boolean
  local?: boolean
  roles?: { admin?: boolean; moderator?: boolean }
  is_approved?: boolean
  registration_reason?: string | null
  actor_type?: ApiActorType
  /** Admin views put tags at the top level too. */
  tags?: string[]
  /** Legacy TwitterAPI-era form of the role flags. */
  rights?: ApiLegacyRights
}

/** AccountView "mention.json": the stub in status.mentions (no avatar). */
export interface ApiMention {
  id: ApiId
  acct: string
  username: string
  url: string
}

/** AdminAPI.AccountView "show.json". */
export interface ApiAdminUser {
  id: ApiId
  email?: string | null
  avatar?: string
  nickname: string
  display_name?: string
  is_active?: boolean
  /** Older form of !is_active. */
  deactivated?: boolean
  local?: boolean
  roles?: { admin?: boolean; moderator?: boolean }
  tags?: string[]
  is_confirmed?: boolean
  is_approved?: boolean
  is_suggested?: boolean
  url?: string
  registration_reason?: string | null
  actor_type?: ApiActorType
  created_at?: string
}

export interface ApiAdminUserList {
  users: ApiAdminUser[]
  count: number
  page_size: number
}

/** PATCH /api/v1/pleroma/admin/users/activate|deactivate. */
export interface ApiAdminUsersResult {
  users: ApiAdminUser[]
}

/** POST|DELETE .../permission_group/:group */
export interface ApiPermissionGroupResult {
  is_admin?: boolean
  is_moderator?: boolean
}

/** GET /api/v1/preferences */
export interface ApiPreferences {
  'posting:default:visibility'?: string
  'posting:default:sensitive'?: boolean
  'posting:default:language'?: string | null
  'reading:expand:media'?: string
  'reading:expand:spoilers'?: boolean
}

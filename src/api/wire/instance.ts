import type { ApiAccount } from './account.ts'
import type { ApiFederationPolicy, ApiPollLimits } from './nodeinfo.ts'

/** GET /api/v1/instance (v1 shape; Akkoma has no v2). Mastodon extras optional. */
export interface ApiInstance {
  uri: string
  title: string
  description?: string
  short_description?: string
  version: string
  email?: string
  urls?: { streaming_api?: string }
  stats?: { domain_count?: number; status_count?: number; user_count?: number }
  thumbnail?: string | null
  languages?: string[]
  registrations?: boolean
  approval_required?: boolean
  invites_enabled?: boolean
  max_toot_chars?: number
  poll_limits?: ApiPollLimits
  upload_limit?: number
  avatar_upload_limit?: number
  background_upload_limit?: number
  banner_upload_limit?: number
  background_image?: string | null
  description_limit?: number
  /** Mastodon ≥ 3.4 (the spec reads configuration.statuses.max_characters). */
  configuration?: {
    statuses?: { max_characters?: number; max_media_attachments?: number }
    media_attachments?: { image_size_limit?: number; video_size_limit?: number }
    polls?: {
      max_options?: number
      max_characters_per_option?: number
      min_expiration?: number
      max_expiration?: number
    }
  }
  contact_account?: ApiAccount | null
  rules?: { id: string; text: string }[]
  pleroma?: {
    metadata?: {
      account_activation_required?: boolean
      features?: string[]
      federation?: ApiFederationPolicy
      fields_limits?: {
        max_fields?: number
        max_remote_fields?: number
        name_length?: number
        value_length?: number
      }
      post_formats?: string[]
      privileged_staff?: boolean
      birthday_required?: boolean
    }
    stats?: { mau?: number }
    vapid_public_key?: string | null
  }
}

/** The `pleroma_fe` block of GET /api/pleroma/frontend_configurations (all keys optional). */
export interface ApiPleromaFeConfig {
  alwaysShowSubjectInput?: boolean
  background?: string
  collapseMessageWithSubject?: boolean
  greentext?: boolean
  hideFilteredStatuses?: boolean
  hideMutedPosts?: boolean
  hidePostStats?: boolean
  hideSitename?: boolean
  hideUserStats?: boolean
  loginMethod?: 'password' | 'token' | (string & {})
  logo?: string
  logoLeft?: boolean
  logoMargin?: string
  logoMask?: boolean
  noAttachmentLinks?: boolean
  nsfwCensorImage?: string
  postContentType?: string
  redirectRootLogin?: string
  redirectRootNoLogin?: string
  scopeCopy?: boolean
  sidebarRight?: boolean
  showFeaturesPanel?: boolean
  showInstanceSpecificPanel?: boolean
  subjectLineBehavior?: 'email' | 'masto' | 'noop' | (string & {})
  theme?: string
  webPushNotifications?: boolean
  conversationDisplay?: 'linear' | 'tree' | (string & {})
  [key: string]: unknown
}

/** GET /api/pleroma/frontend_configurations */
export interface ApiFrontendConfig {
  pleroma_fe?: ApiPleromaFeConfig
  masto_fe?: { showInstanceSpecificPanel?: boolean }
  [frontend: string]: Record<string, unknown> | undefined
}

/** GET /static/config.json: the same keys as pleroma_fe, plus deployment overrides. */
export type ApiStaticConfig = ApiPleromaFeConfig & { name?: string; server?: string }

/** Misskey-style POST /api/meta (spec 1 §7 reads iconUrl, ads, backgroundImageUrl). */
export interface ApiMisskeyMeta {
  name?: string | null
  iconUrl?: string | null
  backgroundImageUrl?: string | null
  bannerUrl?: string | null
  maxNoteTextLength?: number
  ads?: { id: string; url: string; imageUrl: string; place: string; ratio?: number }[]
  disableRegistration?: boolean
  emailRequiredForSignup?: boolean
  [key: string]: unknown
}

/** Misskey-style GET /api/emojis. */
export interface ApiMisskeyEmojis {
  emojis: { name: string; url: string; category?: string | null; aliases?: string[] }[]
}

/** GET /api/v1/pleroma/emoji: shortcode → image (path-relative) and pack tags. */
export type ApiPleromaEmojiMap = Record<string, { image_url: string; tags: string[] }>

/** GET /api/v1/instance/peers */
export type ApiInstancePeers = string[]

/**
 * Misskey-style POST /api/notes/show on a third-party host (spec 2 §7): only the reaction data
 * is read. `reactionEmojis` maps a custom reaction name to its image URL.
 */
export interface ApiMisskeyNote {
  id: string
  reactions?: Record<string, number>
  reactionEmojis?: Record<string, string>
  /** Older Misskey versions list the note's emoji here, as a list or a map. */
  emojis?: Record<string, string> | { name: string; url: string }[]
}

import type { ApiAccount } from './account.ts'
import type { ApiId } from './common.ts'
import type { ApiAdminReport } from './report.ts'
import type { ApiStatus } from './status.ts'

/** Notification types Akkoma emits, plus the Mastodon ones other servers may send. */
export type ApiNotificationType =
  | 'mention'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:report'
  | 'status'
  | 'admin.sign_up'
  | 'admin.report'
  | (string & {})

/** NotificationView "show.json". */
export interface ApiNotification {
  /** Integer sequence rendered as a string. */
  id: ApiId
  type: ApiNotificationType
  created_at: string
  account: ApiAccount
  pleroma?: { is_seen?: boolean; is_muted?: boolean }
  status?: ApiStatus | null
  /** move: the new account. */
  target?: ApiAccount | null
  /** pleroma:emoji_reaction: "☕" or ":blobcat:". */
  emoji?: string
  emoji_url?: string | null
  /** pleroma:report */
  report?: ApiAdminReport | null
  /** Mastodon grouped/read markers some servers add. */
  group_key?: string
}

export interface ApiMarker {
  last_read_id: ApiId
  version: number
  updated_at: string
  pleroma?: { unread_count?: number }
}

/** GET/POST /api/v1/markers: a map keyed by timeline. */
export interface ApiMarkers {
  home?: ApiMarker
  notifications?: ApiMarker
}

export interface ApiPushAlerts {
  mention?: boolean
  follow?: boolean
  favourite?: boolean
  reblog?: boolean
  poll?: boolean
  'pleroma:emoji_reaction'?: boolean
  follow_request?: boolean
  move?: boolean
}

/** /api/v1/push/subscription */
export interface ApiPushSubscription {
  id: ApiId
  endpoint: string
  alerts: ApiPushAlerts
  server_key: string
}

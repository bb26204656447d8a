import type { ApiEmoji, ApiId } from './common.ts'

export interface ApiAnnouncementReaction {
  name: string
  count: number
  me?: boolean
  url?: string | null
  static_url?: string | null
}

/** Pleroma.Announcement.render_json. Timestamps are naive ISO (no Z, no millis). */
export interface ApiAnnouncement {
  id: ApiId
  content: string
  starts_at: string | null
  ends_at: string | null
  all_day: boolean
  published_at: string
  updated_at?: string
  mentions?: unknown[]
  statuses?: unknown[]
  tags?: unknown[]
  emojis?: ApiEmoji[]
  reactions?: ApiAnnouncementReaction[]
  /** Only on the user endpoint, for signed-in viewers. */
  read?: boolean
  /** Admin view only. */
  pleroma?: { raw_content?: string }
}

/** Body of the admin announcement create/update calls. */
export interface ApiAnnouncementParams {
  content: string
  starts_at?: string | null
  ends_at?: string | null
  all_day?: boolean
}

import type { CustomEmoji } from './emoji.ts'

export interface PollOption {
  title: string
  /** Escaped title with custom emoji as <img>. */
  title_html: string
  /** null when the server hides totals. */
  votes_count: number | null
}

/** spec 2 §3 Poll. Stored on its own, referenced from Status.poll_id. */
export interface Poll {
  id: string
  options: PollOption[]
  multiple: boolean
  voted: boolean
  own_votes: number[]
  expired: boolean
  expires_at: string | null
  votes_count: number
  voters_count: number | null
  emojis: CustomEmoji[]
}

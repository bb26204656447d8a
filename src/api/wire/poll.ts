import type { ApiEmoji, ApiId } from './common.ts'

export interface ApiPollOption {
  title: string
  /** null when the server hides totals. */
  votes_count?: number | null
}

/** PollView "show.json". */
export interface ApiPoll {
  id: ApiId
  expires_at: string | null
  expired: boolean
  multiple: boolean
  votes_count: number
  /** null for single-choice polls on Akkoma. */
  voters_count?: number | null
  options: ApiPollOption[]
  emojis?: ApiEmoji[]
  /** Authenticated viewers only. */
  voted?: boolean
  own_votes?: number[]
}

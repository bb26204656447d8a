import type { ReactNode } from 'react'
import type { TimelineSource } from '../../state/feed-source'

/**
 * What a screen inside a deck column asks of the deck's status feed (a profile's tabs): the
 * deck hands its feed down to the column's body, which names only these.
 */
export interface StatusFeedProps {
  source: TimelineSource
  /** User and media timelines: only this account's statuses come in from the stream. */
  userId?: string
  /** Favourites keep the server's order. */
  order?: 'newest-first' | 'server'
  /** Scrolls away above the feed (a profile's header and tabs). */
  header?: ReactNode
  /** Rows before the feed's own, with the pinned line (a profile's pinned statuses). */
  pinnedIds?: readonly string[]
  /** Shown on this account's profile: its own posts are never muted there. */
  profileOwnerId?: string
}

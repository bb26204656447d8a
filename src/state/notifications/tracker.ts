// While an account is signed in, its newest notifications are kept live whatever the screen
// shows: the first page, then the user stream (the one socket the home column uses too, shared
// by the stream manager), polling every 20 s while that socket is down, and the gap filled when
// it is back. Unread announcements are polled beside it. This is what the unseen count counts.

import type { Store } from 'jotai'
import { POLL_INTERVAL_MS } from '../constants'
import type { AccountKey } from '../entity-cache'
import type { NotificationSource, TimelineFeed } from '../feed-source'
import { mountAnnouncements } from '../announcements/polling'
import type { StreamManager } from '../stream-manager'
import { mountTimelineColumn } from '../timeline-column'
import { includeTypesFor } from './notification-types'
import { trackerColumnId } from './unseen'

export interface TrackerOptions {
  /** Staff see reports among their notifications. */
  staff: boolean
  streams?: StreamManager
}

/** The feed every notifications column of the account shares its stream with. */
export function notificationsFeed(source: NotificationSource, streaming = true): TimelineFeed {
  return {
    source,
    stream: { stream: 'user' },
    pollIntervalMs: POLL_INTERVAL_MS.notifications,
    order: 'newest-first',
    clearOnLeave: false,
    streaming,
  }
}

/** Start tracking; returns the stop (sign-out, another active account). */
export function mountNotificationsTracker(
  store: Store,
  accountKey: AccountKey,
  options: TrackerOptions,
): () => void {
  const includeTypes = includeTypesFor(null, options.staff)
  const column = mountTimelineColumn({
    store,
    accountKey,
    columnId: trackerColumnId(accountKey),
    feed: notificationsFeed({ kind: 'notifications', ...(includeTypes ? { includeTypes } : {}) }),
    ...(options.streams ? { streams: options.streams } : {}),
  })
  if (column.state().shown.length === 0) void column.loadInitial()
  else void column.fillGap()
  const stopAnnouncements = mountAnnouncements(store, accountKey, options.streams)
  return () => {
    stopAnnouncements()
    column.dispose()
  }
}

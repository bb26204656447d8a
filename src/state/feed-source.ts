// What a column reads: a timeline of statuses (src/api/timelines) or the notifications list.
// Both page the same way (Link cursors, newest first); they differ in what is ingested, which
// stream events feed them and which entities the column keeps alive.

import type { Store } from 'jotai'
import type { ApiClient } from '../api/client'
import { fetchNotifications } from '../api/notifications'
import { fetchTimelinePage, type TimelineQuery, type TimelineSource } from '../api/timelines'
import type { ApiNotificationType } from '../api/wire'
import type { Notification } from '../entities/notification'
import type { Status } from '../entities/status'
import type { AccountKey } from './entity-cache'
import { ingestApiNotifications, ingestApiStatuses } from './ingest-api'
import { serverTypeOf } from './notifications/notification-types'
import { noticeMessages } from './notices'
import type { StreamSpec } from './stream-manager'
import type { TimelineOrder } from './timeline'

export interface NotificationSource {
  kind: 'notifications'
  includeTypes?: ApiNotificationType[]
  excludeTypes?: ApiNotificationType[]
}

// Column kinds say what they read in this shape; they take it from here, not from the API layer.
export type { TimelineSource }

export type FeedSource = TimelineSource | NotificationSource

export interface FeedPage {
  ids: string[]
  maxId?: string
  minId?: string
}

export function isNotificationSource(source: FeedSource): source is NotificationSource {
  return source.kind === 'notifications'
}

/** A streamed notification belongs in a column that asked for some types only if it is one. */
export function sourceAcceptsNotification(
  source: NotificationSource,
  notification: Notification | undefined,
): boolean {
  if (!notification) return false
  return (
    source.includeTypes === undefined ||
    source.includeTypes.includes(serverTypeOf(notification.type))
  )
}

/** Fetch one page of the source and ingest it; returns the ids in the server's order. */
export async function loadFeedPage(
  store: Store,
  accountKey: AccountKey,
  client: ApiClient,
  source: FeedSource,
  query: TimelineQuery,
  observedAt: number,
): Promise<FeedPage> {
  if (isNotificationSource(source)) {
    const page = await fetchNotifications(client, {
      ...query,
      ...(source.includeTypes ? { includeTypes: source.includeTypes } : {}),
      ...(source.excludeTypes ? { excludeTypes: source.excludeTypes } : {}),
    })
    const ids = ingestApiNotifications(store, accountKey, page.items, { observedAt })
    return { ids, maxId: page.maxId, minId: page.minId }
  }
  const page = await fetchTimelinePage(client, source, query)
  const ids = ingestApiStatuses(store, accountKey, page.items, { observedAt })
  return { ids, maxId: page.maxId, minId: page.minId }
}

/** The notice key of a failed fetch (spec 1 and spec 3 section 8). */
export function fetchErrorDescriptor(source: FeedSource) {
  return isNotificationSource(source)
    ? noticeMessages.notificationsError
    : noticeMessages.timelineError
}

/** What a column is fed by: its source, its stream or polling, its order and what it takes. */
export interface TimelineFeed {
  /** A timeline of statuses, or the notifications list. */
  source: FeedSource
  stream?: StreamSpec
  pollIntervalMs: number
  order: TimelineOrder
  clearOnLeave: boolean
  /** The user's streaming setting: off means polling even where a stream exists. */
  streaming: boolean
  /** User and media timelines: whose statuses this column takes. */
  userId?: string | null
  /** What the column is of; a change clears it (the tag changed). Defaults to the source. */
  paramsKey?: string
  /** Stream items the column takes (user and media timelines take their user's only). */
  accepts?: (status: Status) => boolean
  query?: Pick<TimelineQuery, 'onlyMedia' | 'withMuted' | 'replyVisibility'>
}

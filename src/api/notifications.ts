import type { ApiClient } from './client'
import type { Page } from './paging'
import { pageSize } from './timelines'
import type { ApiNotification, ApiNotificationSettingsResult, ApiNotificationType } from './wire'

export interface NotificationQuery {
  maxId?: string
  sinceId?: string
  minId?: string
  limit?: number
  includeTypes?: ApiNotificationType[]
  excludeTypes?: ApiNotificationType[]
  withMuted?: boolean
  signal?: AbortSignal
}

/** Older-than paging; an empty page ends the list. */
export function fetchNotifications(
  client: ApiClient,
  query: NotificationQuery = {},
): Promise<Page<ApiNotification>> {
  return client.page<ApiNotification>('/api/v1/notifications', {
    query: {
      max_id: query.maxId,
      since_id: query.sinceId,
      min_id: query.minId,
      limit: query.limit ?? pageSize,
      include_types: query.includeTypes,
      exclude_types: query.excludeTypes,
      with_muted: query.withMuted,
    },
    ...(query.signal ? { signal: query.signal } : {}),
  })
}

export function fetchNotification(client: ApiClient, id: string): Promise<ApiNotification> {
  return client.json<ApiNotification>('GET', `/api/v1/notifications/${encodeURIComponent(id)}`)
}

/** Marks one notification (`id`) or everything up to `maxId` as seen. */
export function markNotificationsRead(
  client: ApiClient,
  target: { id: string } | { maxId: string },
): Promise<ApiNotification | ApiNotification[]> {
  return client.json<ApiNotification | ApiNotification[]>(
    'POST',
    '/api/v1/pleroma/notifications/read',
    { multipart: 'id' in target ? { id: target.id } : { max_id: target.maxId } },
  )
}

export function dismissNotification(client: ApiClient, id: string): Promise<void> {
  return client.empty('POST', `/api/v1/notifications/${encodeURIComponent(id)}/dismiss`)
}

export interface NotificationSettings {
  blockFromStrangers?: boolean
  hideNotificationContents?: boolean
}

/** Confirms on `{"status":"success"}` rather than a returned user (spec 3 section 4). */
export function updateNotificationSettings(
  client: ApiClient,
  settings: NotificationSettings,
): Promise<ApiNotificationSettingsResult> {
  return client.json<ApiNotificationSettingsResult>('PUT', '/api/pleroma/notification_settings', {
    multipart: {
      block_from_strangers: settings.blockFromStrangers,
      hide_notification_contents: settings.hideNotificationContents,
    },
  })
}

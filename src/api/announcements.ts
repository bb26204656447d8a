import type { ApiClient } from './client'
import { withRouteFallback } from './route-fallback'
import type { ApiAnnouncement, ApiAnnouncementParams } from './wire'

export function fetchAnnouncements(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<ApiAnnouncement[]> {
  return client.json<ApiAnnouncement[]>(
    'GET',
    '/api/v1/announcements',
    options.signal ? { signal: options.signal } : {},
  )
}

export function dismissAnnouncement(client: ApiClient, id: string): Promise<void> {
  return client.empty('POST', `/api/v1/announcements/${encodeURIComponent(id)}/dismiss`)
}

// Mastodon's announcement reactions (Akkoma has none: its announcements always list no reactions).
const reactionPath = (id: string, name: string) =>
  `/api/v1/announcements/${encodeURIComponent(id)}/reactions/${encodeURIComponent(name)}`

export function addAnnouncementReaction(client: ApiClient, id: string, name: string) {
  return client.empty('PUT', reactionPath(id, name))
}

export function removeAnnouncementReaction(client: ApiClient, id: string, name: string) {
  return client.empty('DELETE', reactionPath(id, name))
}

// Admin calls. The spec names /api/announcements and /api/admin/announcements/create; stock
// Akkoma routes the same resource under /api/v1/pleroma/admin/announcements.
const adminPathKey = 'announcements.admin'
const pleromaAdminPath = '/api/v1/pleroma/admin/announcements'

/** Every announcement, active or not (admins merge read state from the user call). */
export function adminFetchAnnouncements(client: ApiClient): Promise<ApiAnnouncement[]> {
  return withRouteFallback(
    client,
    adminPathKey,
    () => client.json<ApiAnnouncement[]>('GET', '/api/announcements'),
    () => client.json<ApiAnnouncement[]>('GET', pleromaAdminPath),
  )
}

export function adminCreateAnnouncement(
  client: ApiClient,
  params: ApiAnnouncementParams,
): Promise<ApiAnnouncement> {
  return withRouteFallback(
    client,
    adminPathKey,
    () => client.json<ApiAnnouncement>('POST', '/api/admin/announcements/create', { json: params }),
    () => client.json<ApiAnnouncement>('POST', pleromaAdminPath, { json: params }),
  )
}

export function adminUpdateAnnouncement(
  client: ApiClient,
  id: string,
  params: Partial<ApiAnnouncementParams>,
): Promise<ApiAnnouncement> {
  return client.json<ApiAnnouncement>('PATCH', `${pleromaAdminPath}/${encodeURIComponent(id)}`, {
    json: params,
  })
}

export function adminDeleteAnnouncement(client: ApiClient, id: string): Promise<void> {
  return client.empty('DELETE', `${pleromaAdminPath}/${encodeURIComponent(id)}`)
}

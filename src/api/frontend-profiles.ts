import type { ApiClient } from './client'
import type { ApiSettingsProfile } from './wire'

// Akkoma's per-user storage for front ends: /api/v1/akkoma/frontend_settings/{frontend}/{profile}.
// The deck keeps its layouts there under its own front-end name, so another browser signed in
// to the same account gets the same decks. The server accepts a PUT only with the stored
// version plus one (422 otherwise), which makes lost updates visible.

function profilePath(frontend: string, profile: string): string {
  return `/api/v1/akkoma/frontend_settings/${encodeURIComponent(frontend)}/${encodeURIComponent(profile)}`
}

export function fetchFrontendProfile(
  client: ApiClient,
  frontend: string,
  profile: string,
): Promise<ApiSettingsProfile> {
  return client.json<ApiSettingsProfile>('GET', profilePath(frontend, profile))
}

export function putFrontendProfile(
  client: ApiClient,
  frontend: string,
  profile: string,
  body: ApiSettingsProfile,
): Promise<void> {
  return client.empty('PUT', profilePath(frontend, profile), { json: body })
}

/** The names (and versions) of the profiles a front end has stored. */
export function fetchFrontendProfiles(
  client: ApiClient,
  frontend: string,
): Promise<{ name: string; version: number }[]> {
  return client.json<{ name: string; version: number }[]>(
    'GET',
    `/api/v1/akkoma/frontend_settings/${encodeURIComponent(frontend)}`,
  )
}

export function deleteFrontendProfile(
  client: ApiClient,
  frontend: string,
  profile: string,
): Promise<void> {
  return client.empty('DELETE', profilePath(frontend, profile))
}

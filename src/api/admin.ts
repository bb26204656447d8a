import type { ApiClient } from './client'
import type {
  ApiAdminReportList,
  ApiAdminUsersResult,
  ApiPermissionGroupResult,
  ApiReportState,
} from './wire'

// Admin and moderation calls (spec 3 section 7); moderator or admin tokens only.

const adminPath = '/api/v1/pleroma/admin'

/** Policy tags of spec 3 section 6, all with the mrf_tag: prefix. */
export const policyTags = [
  'mrf_tag:media-force-nsfw',
  'mrf_tag:media-strip',
  'mrf_tag:force-unlisted',
  'mrf_tag:sandbox',
  'mrf_tag:disable-remote-subscription',
  'mrf_tag:disable-any-subscription',
  'mrf_tag:quarantine',
] as const

export function tagUsers(client: ApiClient, nicknames: string[], tags: string[]): Promise<void> {
  return client.empty('PUT', `${adminPath}/users/tag`, { json: { nicknames, tags } })
}

export function untagUsers(client: ApiClient, nicknames: string[], tags: string[]): Promise<void> {
  return client.empty('DELETE', `${adminPath}/users/tag`, { json: { nicknames, tags } })
}

export type PermissionGroup = 'admin' | 'moderator'

const rightPath = (nickname: string, right: PermissionGroup) =>
  `${adminPath}/users/${encodeURIComponent(nickname)}/permission_group/${right}`

export function addRight(
  client: ApiClient,
  nickname: string,
  right: PermissionGroup,
): Promise<ApiPermissionGroupResult> {
  return client.json<ApiPermissionGroupResult>('POST', rightPath(nickname, right))
}

export function deleteRight(
  client: ApiClient,
  nickname: string,
  right: PermissionGroup,
): Promise<ApiPermissionGroupResult> {
  return client.json<ApiPermissionGroupResult>('DELETE', rightPath(nickname, right))
}

/** Answers with the deleted nicknames. */
export function deleteUser(client: ApiClient, nickname: string): Promise<string[]> {
  return client.json<string[]>('DELETE', `${adminPath}/users`, { query: { nickname } })
}

export function setUsersActive(
  client: ApiClient,
  nicknames: string[],
  active: boolean,
): Promise<ApiAdminUsersResult> {
  return client.json<ApiAdminUsersResult>(
    'PATCH',
    `${adminPath}/users/${active ? 'activate' : 'deactivate'}`,
    { json: { nicknames } },
  )
}

export interface ReportListQuery {
  state?: ApiReportState
  limit?: number
  page?: number
  pageSize?: number
}

export function fetchReports(
  client: ApiClient,
  query: ReportListQuery = {},
): Promise<ApiAdminReportList> {
  return client.json<ApiAdminReportList>('GET', `${adminPath}/reports`, {
    query: { state: query.state, limit: query.limit, page: query.page, page_size: query.pageSize },
  })
}

/** Bulk state change; a 400 lists the failed ids in `ApiError.body`. */
export function updateReportStates(
  client: ApiClient,
  reports: { id: string; state: ApiReportState }[],
): Promise<void> {
  return client.empty('PATCH', `${adminPath}/reports`, { json: { reports } })
}

export function addReportNote(client: ApiClient, reportId: string, content: string): Promise<void> {
  return client.empty('POST', `${adminPath}/reports/${encodeURIComponent(reportId)}/notes`, {
    json: { content },
  })
}

export function deleteReportNote(
  client: ApiClient,
  reportId: string,
  noteId: string,
): Promise<void> {
  return client.empty(
    'DELETE',
    `${adminPath}/reports/${encodeURIComponent(reportId)}/notes/${encodeURIComponent(noteId)}`,
  )
}

// The user card's one-user forms (spec 3 section 7: tagUser, untagUser(user, tag)).
export const tagUser = (client: ApiClient, nickname: string, tag: string) =>
  tagUsers(client, [nickname], [tag])
export const untagUser = (client: ApiClient, nickname: string, tag: string) =>
  untagUsers(client, [nickname], [tag])
export const toggleActivationStatus = (client: ApiClient, nickname: string, active: boolean) =>
  setUsersActive(client, [nickname], active)

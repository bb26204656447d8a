import type { ApiClient } from './client'
import type {
  ApiAdminReport,
  ApiAdminReportList,
  ApiAdminUser,
  ApiAdminUserList,
  ApiAdminUsersResult,
  ApiPermissionGroupResult,
  ApiReportState,
  ApiStatus,
} from './wire'

// Admin and moderation calls (spec 3 section 7); moderator or admin tokens only.

const adminPath = '/api/v1/pleroma/admin'

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

export function fetchReport(client: ApiClient, id: string): Promise<ApiAdminReport> {
  return client.json<ApiAdminReport>('GET', `${adminPath}/reports/${encodeURIComponent(id)}`)
}

/** `filters` of the user list (comma-separated on the wire). */
export type AdminUserFilter =
  | 'local'
  | 'external'
  | 'active'
  | 'deactivated'
  | 'need_approval'
  | 'unconfirmed'
  | 'is_admin'
  | 'is_moderator'

export interface AdminUserQuery {
  query?: string
  filters?: readonly AdminUserFilter[]
  page?: number
  pageSize?: number
}

export function fetchAdminUsers(
  client: ApiClient,
  query: AdminUserQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ApiAdminUserList> {
  return client.json<ApiAdminUserList>('GET', `${adminPath}/users`, {
    query: {
      query: query.query || undefined,
      filters: query.filters?.length ? query.filters.join(',') : undefined,
      page: query.page,
      page_size: query.pageSize,
    },
    ...(options.signal ? { signal: options.signal } : {}),
  })
}

/** One account as the admin API shows it, by nickname or id. */
export function fetchAdminUser(
  client: ApiClient,
  nicknameOrId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ApiAdminUser> {
  return client.json<ApiAdminUser>(
    'GET',
    `${adminPath}/users/${encodeURIComponent(nicknameOrId)}`,
    options.signal ? { signal: options.signal } : {},
  )
}

export function approveUsers(client: ApiClient, nicknames: string[]): Promise<ApiAdminUsersResult> {
  return client.json<ApiAdminUsersResult>('PATCH', `${adminPath}/users/approve`, {
    json: { nicknames },
  })
}

/** Admins only. */
export function resendConfirmationEmail(client: ApiClient, nicknames: string[]): Promise<void> {
  return client.empty('PATCH', `${adminPath}/users/resend_confirmation_email`, {
    json: { nicknames },
  })
}

/** Admins only: the next sign-in asks for a new password. */
export function forcePasswordReset(client: ApiClient, nicknames: string[]): Promise<void> {
  return client.empty('PATCH', `${adminPath}/users/force_password_reset`, {
    json: { nicknames },
  })
}

/** A status's scope (public, unlisted, private) or sensitivity, changed by staff. */
export function updateAdminStatus(
  client: ApiClient,
  id: string,
  change: { visibility?: 'public' | 'unlisted' | 'private'; sensitive?: boolean },
): Promise<ApiStatus> {
  return client.json<ApiStatus>('PUT', `${adminPath}/statuses/${encodeURIComponent(id)}`, {
    json: change,
  })
}

export function deleteAdminStatus(client: ApiClient, id: string): Promise<void> {
  return client.empty('DELETE', `${adminPath}/statuses/${encodeURIComponent(id)}`)
}

export interface AdminStatusQuery {
  /** Only posts of local accounts. */
  localOnly?: boolean
  /** Followers-only and direct posts too. */
  godmode?: boolean
  withReblogs?: boolean
  page?: number
  pageSize?: number
}

/** The instance's recent posts, newest first (privileged staff: admins, or moderators where
 * `privileged_staff` is on; 403 otherwise). */
export function fetchAdminStatuses(
  client: ApiClient,
  query: AdminStatusQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ApiStatus[]> {
  return client.json<ApiStatus[]>('GET', `${adminPath}/statuses`, {
    query: {
      local_only: query.localOnly ? 'true' : undefined,
      godmode: query.godmode ? 'true' : undefined,
      with_reblogs: query.withReblogs ? 'true' : undefined,
      page: query.page,
      page_size: query.pageSize,
    },
    ...(options.signal ? { signal: options.signal } : {}),
  })
}

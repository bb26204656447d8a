// The moderation view's posts: the instance's recent posts as the admin API lists them (spec 3's
// moderation views: reports, posts, users), ingested like any status so the staff changes to one
// (scope, sensitivity, deletion) show wherever it is on screen.
import { fetchAdminStatuses } from '../../api/admin'
import { ingestApiStatuses } from '../ingest-api'
import { clientOf, type LoadTarget } from '../loaders/target'

export interface AdminStatusFilter {
  localOnly: boolean
  /** Followers-only and direct posts too. */
  godmode: boolean
  withReblogs: boolean
}

/** Posts the view asks for per page. */
export const ADMIN_STATUS_PAGE_SIZE = 20

export interface AdminStatusPage {
  ids: string[]
  /** A full page: there may be more after it (the call gives no count). */
  more: boolean
}

export async function loadAdminStatuses(
  target: LoadTarget,
  filter: AdminStatusFilter,
  page: number,
): Promise<AdminStatusPage> {
  const observedAt = Date.now()
  const list = await fetchAdminStatuses(
    clientOf(target),
    { ...filter, page, pageSize: ADMIN_STATUS_PAGE_SIZE },
    target.signal ? { signal: target.signal } : {},
  )
  const ids = ingestApiStatuses(target.store, target.accountKey, list, { observedAt })
  return { ids, more: Array.isArray(list) && list.length >= ADMIN_STATUS_PAGE_SIZE }
}

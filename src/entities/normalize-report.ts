import type { ApiAdminReport, ApiAdminReportList } from '../api/wire/index.ts'
import type { EntityBundle } from './bundle.ts'
import { arr, idOrNull, isRecord, str, warnBadData } from './coerce.ts'
import { normalizeStatus } from './normalize-status.ts'
import { normalizeAccount } from './normalize-user.ts'
import type { Report, ReportNote, ReportState } from './report.ts'

const STATES = new Set<string>(['open', 'closed', 'resolved'])

/** Admin report → Report, appending the reported account, the reporter, statuses and note authors. */
export function normalizeReport(raw: ApiAdminReport, into: EntityBundle): Report | undefined {
  if (!isRecord(raw)) {
    warnBadData('report is not an object', raw)
    return undefined
  }
  const id = idOrNull(raw.id)
  const account = isRecord(raw.account) ? normalizeAccount(raw.account, into) : undefined
  const actor = isRecord(raw.actor) ? normalizeAccount(raw.actor, into) : undefined
  if (id === null || !account || !actor) {
    warnBadData('report without id, account or actor skipped', raw)
    return undefined
  }
  const statusIds: string[] = []
  for (const item of arr(raw.statuses)) {
    const status = normalizeStatus(item, into)
    if (status) statusIds.push(status.id)
  }
  const notes: ReportNote[] = []
  for (const note of arr(raw.notes)) {
    if (!isRecord(note)) continue
    const noteId = idOrNull(note.id)
    const user = isRecord(note.user) ? normalizeAccount(note.user, into) : undefined
    if (noteId === null || !user) continue
    notes.push({
      id: noteId,
      content: str(note.content),
      user_id: user.id,
      created_at: str(note.created_at),
    })
  }
  const state = str(raw.state)
  const report: Report = {
    id,
    state: STATES.has(state) ? (state as ReportState) : 'open',
    content: str(raw.content),
    created_at: str(raw.created_at),
    account_id: account.id,
    actor_id: actor.id,
    status_ids: statusIds,
    notes,
  }
  into.reports.push(report)
  return report
}

/** GET /api/v1/pleroma/admin/reports → report ids in order, plus the total. */
export function normalizeReportList(
  raw: ApiAdminReportList,
  into: EntityBundle,
): { ids: string[]; total: number } {
  const ids: string[] = []
  const body = isRecord(raw) ? raw : undefined
  for (const item of arr(body?.reports)) {
    const report = normalizeReport(item, into)
    if (report) ids.push(report.id)
  }
  const total = typeof body?.total === 'number' ? body.total : ids.length
  return { ids, total }
}

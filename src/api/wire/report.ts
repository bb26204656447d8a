import type { ApiAccount } from './account.ts'
import type { ApiId } from './common.ts'
import type { ApiStatus } from './status.ts'

/** User-facing answer of POST /api/v1/reports. */
export interface ApiReport {
  id: ApiId
  action_taken: boolean
}

export type ApiReportState = 'open' | 'closed' | 'resolved' | (string & {})

export interface ApiReportNote {
  /** A JSON number on Akkoma. */
  id: ApiId | number
  content: string
  user: ApiAccount
  created_at: string
}

/** AdminAPI.ReportView "show.json": account and actor are Account ⊕ AdminUser. */
export interface ApiAdminReport {
  id: ApiId
  account: ApiAccount
  actor: ApiAccount
  content: string | null
  created_at: string
  statuses: ApiStatus[]
  state: ApiReportState
  notes?: ApiReportNote[]
}

/** GET /api/v1/pleroma/admin/reports */
export interface ApiAdminReportList {
  total: number
  reports: ApiAdminReport[]
}

/** PATCH /api/v1/pleroma/admin/reports failure body. */
export type ApiReportUpdateErrors = { id: ApiId; error: string }[]

/** Body of POST /api/v1/reports */
export interface ApiReportParams {
  account_id: string
  status_ids?: string[]
  comment?: string
  forward?: boolean
}

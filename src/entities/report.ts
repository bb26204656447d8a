export type ReportState = 'open' | 'closed' | 'resolved'

export interface ReportNote {
  id: string
  content: string
  user_id: string
  created_at: string
}

/** spec 3 §3 Report (admin form). Users and statuses are referenced by id. */
export interface Report {
  id: string
  state: ReportState
  content: string
  created_at: string
  account_id: string
  actor_id: string
  status_ids: string[]
  notes: ReportNote[]
}

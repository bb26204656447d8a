import { fetchReport, fetchReports } from '../../api/admin'
import { createBundle } from '../../entities/bundle'
import { normalizeReport, normalizeReportList } from '../../entities/normalize-report'
import type { Report } from '../../entities/report'
import { ingest } from '../ingest'
import { clientOf, type LoadTarget } from './target'

export interface OpenReports {
  /** The open reports of the first page, newest first, now in the cache. */
  ids: string[]
  /** How many are open in all. */
  total: number
}

/** Reports the server lists per page (Akkoma's default page size). */
export const REPORT_PAGE_SIZE = 50

/** The open reports (staff only: the server answers 403 to anyone else). */
export async function loadOpenReports(target: LoadTarget): Promise<OpenReports> {
  return loadReportPage(target, { state: 'open', page: 1 })
}

export interface ReportPageQuery {
  /** Undefined: every state. */
  state?: 'open' | 'closed' | 'resolved'
  page: number
}

/** One page of reports, newest first, ingested with their accounts, statuses and notes. */
export async function loadReportPage(
  target: LoadTarget,
  query: ReportPageQuery,
): Promise<OpenReports> {
  const observedAt = Date.now()
  const list = await fetchReports(clientOf(target), {
    ...(query.state ? { state: query.state } : {}),
    page: query.page,
    pageSize: REPORT_PAGE_SIZE,
  })
  const bundle = createBundle()
  const found = normalizeReportList(list, bundle)
  ingest(target.store, target.accountKey, bundle, { observedAt })
  return found
}

/** One report as the server has it now (after a note was added or deleted). */
export async function loadReport(target: LoadTarget, id: string): Promise<Report | undefined> {
  const observedAt = Date.now()
  const raw = await fetchReport(clientOf(target), id)
  const bundle = createBundle()
  const report = normalizeReport(raw, bundle)
  ingest(target.store, target.accountKey, bundle, { observedAt })
  return report
}

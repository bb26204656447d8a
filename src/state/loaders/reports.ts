import { fetchReports } from '../../api/admin'
import { createBundle } from '../../entities/bundle'
import { normalizeReportList } from '../../entities/normalize-report'
import { ingest } from '../ingest'
import { clientOf, type LoadTarget } from './target'

export interface OpenReports {
  /** The open reports of the first page, newest first, now in the cache. */
  ids: string[]
  /** How many are open in all. */
  total: number
}

/** The open reports (staff only: the server answers 403 to anyone else). */
export async function loadOpenReports(target: LoadTarget): Promise<OpenReports> {
  const observedAt = Date.now()
  const list = await fetchReports(clientOf(target), { state: 'open' })
  const bundle = createBundle()
  const found = normalizeReportList(list, bundle)
  ingest(target.store, target.accountKey, bundle, { observedAt })
  return found
}

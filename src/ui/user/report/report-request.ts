import { atom } from 'jotai'

/** The report dialog the app should show: who reports (the account), whom, from which status. */
export interface ReportRequest {
  account: string
  userId: string
  /** The status the report started from: chosen first in the list. */
  statusId?: string
}

export const reportRequestAtom = atom<ReportRequest | null>(null)

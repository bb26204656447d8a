import type { ApiClient } from './client'
import type { ApiReport } from './wire'

export interface ReportInput {
  accountId: string
  statusIds?: string[]
  comment?: string
  /** Forward to the reported account's remote instance. */
  forward?: boolean
}

export function reportAccount(client: ApiClient, input: ReportInput): Promise<ApiReport> {
  return client.json<ApiReport>('POST', '/api/v1/reports', {
    json: {
      account_id: input.accountId,
      status_ids: input.statusIds ?? [],
      comment: input.comment ?? '',
      forward: input.forward ?? false,
    },
  })
}

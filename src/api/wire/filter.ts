import type { ApiId } from './common.ts'

export type ApiFilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account'

/** v1 Filter (Akkoma has no v2 filters). */
export interface ApiFilter {
  id: ApiId
  phrase: string
  context: ApiFilterContext[]
  expires_at: string | null
  irreversible: boolean
  whole_word: boolean
}

/** GET /api/v1/domain_blocks: plain domain names. */
export type ApiDomainBlocks = string[]

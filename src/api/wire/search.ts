import type { ApiAccount } from './account.ts'
import type { ApiStatus } from './status.ts'
import type { ApiTag } from './tag.ts'

/** GET /api/v2/search. Akkoma hashtags carry no history. */
export interface ApiSearchResults {
  accounts: ApiAccount[]
  statuses: ApiStatus[]
  hashtags: (ApiTag | string)[]
}

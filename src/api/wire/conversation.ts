import type { ApiAccount } from './account.ts'
import type { ApiId } from './common.ts'
import type { ApiStatus } from './status.ts'

/** ConversationView "participation.json". */
export interface ApiConversation {
  /** Participation id (integer as string). */
  id: ApiId
  accounts: ApiAccount[]
  unread: boolean
  last_status: ApiStatus | null
}

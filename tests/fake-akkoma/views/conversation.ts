import { pairKey } from '../store/store'
import type { Status } from '../store/types'
import { renderAccount, type Json, type Viewer } from './account'
import { renderStatus } from './status'

/** `ConversationView "participation.json"` for the viewer's participation in a DM thread. */
export function renderConversation(viewer: Viewer, last: Status): Json {
  const { store, user } = viewer
  const participation = user ? store.conversations.get(pairKey(user.id, last.context)) : undefined
  const others = new Set([last.authorId, ...last.mentionIds].filter((id) => id !== user?.id))
  return {
    id: String(participation?.id ?? 0),
    unread: participation?.unread ?? false,
    accounts: [...others].flatMap((id) => {
      const u = store.user(id)
      return u ? [renderAccount(viewer, u)] : []
    }),
    last_status: renderStatus(viewer, last),
  }
}

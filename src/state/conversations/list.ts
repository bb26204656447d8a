// The conversations of an account (direct messages grouped by thread) as a pure reducer: newest
// activity first, the cursor of the next older page, whether the first page came and whether the
// list ended. Pages, stream events and the reader's own changes (read, removed) all pass here.

import type { Conversation } from '../../entities/misc'
import type { UserMessage } from '../../i18n/define-messages'
import { PAGE_LIMIT } from '../constants'
import { compareIds } from '../ids'

export interface ConversationListState {
  /** Newest activity (last status) first. */
  items: readonly Conversation[]
  /** Cursor of the next older page; null when none is known yet or the list ended. */
  maxId: string | null
  loading: 'none' | 'first' | 'older'
  loaded: boolean
  ended: boolean
  error: UserMessage | null
}

export const emptyConversationList: ConversationListState = {
  items: [],
  maxId: null,
  loading: 'none',
  loaded: false,
  ended: false,
  error: null,
}

export type ConversationListAction =
  | { type: 'loading'; what: 'first' | 'older' }
  /** A page: the first (replaces the list), an older one (appended) or a newer one (merged). */
  | { type: 'page'; which: 'first' | 'older' | 'newer'; items: Conversation[]; maxId?: string }
  | { type: 'failed'; error: UserMessage }
  /** The fetch was abandoned (the screen left): nothing is loading any more. */
  | { type: 'stopped' }
  /** One conversation as the server or the reader changed it (stream event, mark read). */
  | { type: 'upsert'; conversation: Conversation }
  | { type: 'removed'; id: string }

/** Newest last status first; a conversation without one sorts last. */
function byActivity(a: Conversation, b: Conversation): number {
  if (a.last_status_id === b.last_status_id) return 0
  if (a.last_status_id === null) return 1
  if (b.last_status_id === null) return -1
  return compareIds(b.last_status_id, a.last_status_id)
}

function merge(held: readonly Conversation[], incoming: readonly Conversation[]): Conversation[] {
  const byId = new Map(held.map((conversation) => [conversation.id, conversation]))
  for (const conversation of incoming) byId.set(conversation.id, conversation)
  return [...byId.values()].sort(byActivity)
}

export function conversationListReducer(
  state: ConversationListState,
  action: ConversationListAction,
): ConversationListState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: action.what, error: null }
    case 'page': {
      const maxId = action.maxId ?? null
      if (action.which === 'newer') return { ...state, items: merge(state.items, action.items) }
      const base = action.which === 'first' ? [] : state.items
      return {
        items: merge(base, action.items),
        maxId,
        loading: 'none',
        loaded: true,
        // A short page, or one without a next cursor, is the end of the list.
        ended: action.items.length < PAGE_LIMIT || maxId === null,
        error: null,
      }
    }
    case 'failed':
      return { ...state, loading: 'none', error: action.error }
    case 'stopped':
      return state.loading === 'none' ? state : { ...state, loading: 'none' }
    case 'upsert':
      return { ...state, items: merge(state.items, [action.conversation]) }
    case 'removed':
      return { ...state, items: state.items.filter((item) => item.id !== action.id) }
  }
}

/** What the list keeps alive in the entity cache: each last status and every participant. */
export function conversationEntities(items: readonly Conversation[]): {
  statuses: string[]
  users: string[]
} {
  const statuses: string[] = []
  const users = new Set<string>()
  for (const item of items) {
    if (item.last_status_id !== null) statuses.push(item.last_status_id)
    for (const id of item.account_ids) users.add(id)
  }
  return { statuses, users: [...users] }
}

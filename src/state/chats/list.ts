// The chats of an account and the messages of one chat, as pure reducers. Chats are ordered by
// their last activity; a chat's messages oldest first (as a chat reads), with what the reader
// sent but the server has not answered yet kept apart until it answers.

import type { Chat, ChatMessage } from '../../entities/chat'
import type { UserMessage } from '../../i18n/define-messages'
import { PAGE_LIMIT } from '../constants'
import { compareIds } from '../ids'

/** A chat keeps at most this many messages; older ones are fetched again when scrolled to. */
export const CHAT_MESSAGES_KEPT = 400

export interface ChatListState {
  items: readonly Chat[]
  loaded: boolean
  loading: boolean
  error: UserMessage | null
}

export const emptyChatList: ChatListState = {
  items: [],
  loaded: false,
  loading: false,
  error: null,
}

const activityOf = (chat: Chat) => chat.last_message?.created_at ?? chat.updated_at ?? ''

/** Most recent activity first (as the server lists them). */
function byActivity(a: Chat, b: Chat): number {
  const at = Date.parse(activityOf(b)) - Date.parse(activityOf(a))
  if (Number.isFinite(at) && at !== 0) return at
  return compareIds(b.id, a.id)
}

export type ChatListAction =
  | { type: 'loading' }
  | { type: 'loaded'; items: Chat[] }
  | { type: 'failed'; error: UserMessage }
  | { type: 'upsert'; chat: Chat }

export function chatListReducer(state: ChatListState, action: ChatListAction): ChatListState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: true, error: null }
    case 'loaded':
      return {
        items: [...action.items].sort(byActivity),
        loaded: true,
        loading: false,
        error: null,
      }
    case 'failed':
      return { ...state, loading: false, error: action.error }
    case 'upsert': {
      const others = state.items.filter((chat) => chat.id !== action.chat.id)
      return { ...state, items: [...others, action.chat].sort(byActivity) }
    }
  }
}

/** A message the reader sent that the server has not answered (or refused). */
export interface PendingMessage {
  /** The Idempotency-Key it is sent with; a retry sends the same. */
  key: string
  text: string
  attachment: { id: string; previewUrl: string; mimetype: string; name: string } | null
  failed: boolean
  createdAt: string
}

export interface ChatMessagesState {
  /** Oldest first. */
  messages: readonly ChatMessage[]
  pending: readonly PendingMessage[]
  /** Cursor of the next older page; null when the first page has not come or the start was reached. */
  olderCursor: string | null
  loaded: boolean
  loading: 'none' | 'first' | 'older'
  /** The chat's first message is held. */
  atStart: boolean
  error: UserMessage | null
}

export const emptyChatMessages: ChatMessagesState = {
  messages: [],
  pending: [],
  olderCursor: null,
  loaded: false,
  loading: 'none',
  atStart: false,
  error: null,
}

export type ChatMessagesAction =
  | { type: 'loading'; what: 'first' | 'older' }
  | { type: 'page'; which: 'first' | 'older' | 'newer'; items: ChatMessage[]; maxId?: string }
  | { type: 'failed'; error: UserMessage }
  | { type: 'stopped' }
  /** A message arrived (stream, or the answer to the reader's own send). */
  | { type: 'message'; message: ChatMessage }
  | { type: 'removed'; id: string }
  | { type: 'pending'; message: PendingMessage }
  | { type: 'pendingFailed'; key: string }
  | { type: 'pendingDropped'; key: string }
  /** Everything up to this id is read. */
  | { type: 'read'; upTo: string }

/**
 * Messages by id, oldest first. Newer ones arriving past the bound push the oldest out (fetched
 * again if the reader scrolls back to them); older pages the reader asked for are all kept.
 */
function mergeMessages(
  state: ChatMessagesState,
  incoming: readonly ChatMessage[],
  base: readonly ChatMessage[] = state.messages,
  bounded = true,
): Pick<ChatMessagesState, 'messages' | 'olderCursor' | 'atStart'> {
  const byId = new Map(base.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  const all = [...byId.values()].sort((a, b) => compareIds(a.id, b.id))
  if (!bounded || all.length <= CHAT_MESSAGES_KEPT) {
    return { messages: all, olderCursor: state.olderCursor, atStart: state.atStart }
  }
  const messages = all.slice(-CHAT_MESSAGES_KEPT)
  return { messages, olderCursor: messages[0]?.id ?? null, atStart: false }
}

/** Pending messages the server answered (by their key) leave the pending list. */
function settle(pending: readonly PendingMessage[], messages: readonly ChatMessage[]) {
  const answered = new Set(messages.flatMap((message) => message.idempotency_key ?? []))
  return answered.size === 0 ? pending : pending.filter((item) => !answered.has(item.key))
}

export function chatMessagesReducer(
  state: ChatMessagesState,
  action: ChatMessagesAction,
): ChatMessagesState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: action.what, error: null }
    case 'failed':
      return { ...state, loading: 'none', error: action.error }
    case 'stopped':
      return state.loading === 'none' ? state : { ...state, loading: 'none' }
    case 'page': {
      const pending = settle(state.pending, action.items)
      if (action.which === 'newer')
        return { ...state, ...mergeMessages(state, action.items), pending }
      const first = action.which === 'first'
      const merged = mergeMessages(state, action.items, first ? [] : state.messages, first)
      // A short page, or one without a next cursor: the chat's first message is held.
      const atStart = action.items.length < PAGE_LIMIT || action.maxId === undefined
      return {
        ...state,
        ...merged,
        pending,
        olderCursor: atStart ? null : (merged.messages[0]?.id ?? null),
        atStart,
        loaded: true,
        loading: 'none',
        error: null,
      }
    }
    case 'message':
      return {
        ...state,
        ...mergeMessages(state, [action.message]),
        pending: settle(state.pending, [action.message]),
      }
    case 'removed':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) }
    case 'pending':
      return {
        ...state,
        pending: [
          ...state.pending.filter((item) => item.key !== action.message.key),
          action.message,
        ],
      }
    case 'pendingFailed':
      return {
        ...state,
        pending: state.pending.map((item) =>
          item.key === action.key ? { ...item, failed: true } : item,
        ),
      }
    case 'pendingDropped':
      return { ...state, pending: state.pending.filter((item) => item.key !== action.key) }
    case 'read': {
      const reads = (message: ChatMessage) =>
        message.unread && compareIds(message.id, action.upTo) <= 0
      if (!state.messages.some(reads)) return state
      return {
        ...state,
        messages: state.messages.map((message) =>
          reads(message) ? { ...message, unread: false } : message,
        ),
      }
    }
  }
}

/** The newest message the other side sent that is still unread, if any: what "read" is sent up to. */
export function newestUnread(
  messages: readonly ChatMessage[],
  viewerId: string | null,
): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]
    if (message?.unread && message.account_id !== viewerId)
      return messages[messages.length - 1]?.id ?? null
  }
  return null
}

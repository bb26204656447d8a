import type { ApiClient } from './client'
import type { Page } from './paging'
import type { ApiChat, ApiChatMessage } from './wire'

// Pleroma's chats (`/api/v1/pleroma/chats`), offered where the instance lists the
// `pleroma_chat_messages` feature. A chat is one side's view of a one-to-one exchange.

const base = '/api/v1/pleroma/chats'
const chatPath = (id: string) => `${base}/${encodeURIComponent(id)}`

/** Every chat of the account, most recently updated first (not paged). */
export function fetchChats(client: ApiClient, signal?: AbortSignal): Promise<ApiChat[]> {
  return client.json<ApiChat[]>('GET', base, signal ? { signal } : {})
}

export function fetchChat(client: ApiClient, id: string, signal?: AbortSignal): Promise<ApiChat> {
  return client.json<ApiChat>('GET', chatPath(id), signal ? { signal } : {})
}

/** The chat with an account, made on the server if there was none (always the same one). */
export function openChatWith(client: ApiClient, accountId: string): Promise<ApiChat> {
  return client.json<ApiChat>('POST', `${base}/by-account-id/${encodeURIComponent(accountId)}`)
}

export interface ChatMessagesQuery {
  maxId?: string
  minId?: string
  sinceId?: string
  limit?: number
  signal?: AbortSignal
}

/** Messages newest first, paged by the Link header. */
export function fetchChatMessages(
  client: ApiClient,
  chatId: string,
  query: ChatMessagesQuery = {},
): Promise<Page<ApiChatMessage>> {
  return client.page<ApiChatMessage>(`${chatPath(chatId)}/messages`, {
    query: {
      max_id: query.maxId,
      min_id: query.minId,
      since_id: query.sinceId,
      limit: query.limit,
    },
    ...(query.signal ? { signal: query.signal } : {}),
  })
}

export interface ChatMessageDraft {
  content: string
  mediaId?: string | null
  /** Sent as the Idempotency-Key header: a retry gives back the same message. */
  idempotencyKey: string
}

export function postChatMessage(
  client: ApiClient,
  chatId: string,
  draft: ChatMessageDraft,
): Promise<ApiChatMessage> {
  return client.json<ApiChatMessage>('POST', `${chatPath(chatId)}/messages`, {
    json: { content: draft.content, ...(draft.mediaId ? { media_id: draft.mediaId } : {}) },
    headers: { 'idempotency-key': draft.idempotencyKey },
    idempotent: true,
  })
}

/** Everything up to `lastReadId` becomes read; answers the chat with its new unread count. */
export function markChatRead(
  client: ApiClient,
  chatId: string,
  lastReadId: string,
): Promise<ApiChat> {
  return client.json<ApiChat>('POST', `${chatPath(chatId)}/read`, {
    json: { last_read_id: lastReadId },
  })
}

/** Deletes one's own message for both sides, or removes a received one from this chat. */
export function deleteChatMessage(
  client: ApiClient,
  chatId: string,
  messageId: string,
): Promise<ApiChatMessage> {
  return client.json<ApiChatMessage>(
    'DELETE',
    `${chatPath(chatId)}/messages/${encodeURIComponent(messageId)}`,
  )
}

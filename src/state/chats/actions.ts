// Fetching chats and messages, and the reader's actions: send (with one attachment, uploaded
// through the composer's upload), retry or drop a failed send, delete a message, mark read, and
// open a chat with an account.

import type { Store } from 'jotai'
import {
  deleteChatMessage as requestDeletion,
  fetchChat,
  fetchChatMessages,
  fetchChats,
  markChatRead as requestRead,
  openChatWith as requestChat,
  postChatMessage,
} from '../../api/chats'
import type { ApiChatMessage } from '../../api/wire'
import type { ChatMessage } from '../../entities/chat'
import { arr } from '../../entities/coerce'
import { normalizeChatMessage } from '../../entities/normalize-chat'
import type { DraftFile } from '../../lib/composer/draft'
import { attempt, errorOf, type ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { ingestApiChats } from '../ingest-api'
import { PAGE_LIMIT } from '../constants'
import { noticeMessages } from '../notices'
import { createComposerActions, type ComposerResult } from '../post-status'
import { getSession } from '../session'
import type { PendingMessage } from './list'
import {
  chatMessagesAtom,
  chatUpdated,
  dispatchChatList,
  dispatchChatMessages,
  heldChat,
} from './store'

const noSession = { descriptor: noticeMessages.unknownError }

function clientOrThrow(store: Store, accountKey: AccountKey) {
  const session = getSession(store, accountKey)
  if (!session) throw new Error(`No session for ${accountKey}`)
  return session.client
}

/** Every chat of the account (the list is not paged). */
export async function loadChats(store: Store, accountKey: AccountKey, signal?: AbortSignal) {
  dispatchChatList(store, accountKey, { type: 'loading' })
  try {
    const raw = await fetchChats(clientOrThrow(store, accountKey), signal)
    if (signal?.aborted) return
    const items = ingestApiChats(store, accountKey, arr(raw))
    dispatchChatList(store, accountKey, { type: 'loaded', items })
  } catch (error) {
    if (!signal?.aborted)
      dispatchChatList(store, accountKey, { type: 'failed', error: errorOf(error) })
  }
}

/** One chat (opened by its address before the list came); resolves whether it exists. */
export async function loadChat(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  signal?: AbortSignal,
): Promise<ActionResult> {
  return attempt(async () => {
    const raw = await fetchChat(clientOrThrow(store, accountKey), chatId, signal)
    const [chat] = ingestApiChats(store, accountKey, [raw])
    if (!chat) throw new Error('The server sent an unusable chat')
    if (!signal?.aborted) dispatchChatList(store, accountKey, { type: 'upsert', chat })
    return undefined
  })
}

function messagesOf(list: readonly ApiChatMessage[]): ChatMessage[] {
  return arr(list).flatMap((raw) => normalizeChatMessage(raw) ?? [])
}

/** The newest page (first, or merged in), or the next older one. */
export async function loadChatMessages(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  which: 'first' | 'older' | 'newer',
  signal?: AbortSignal,
): Promise<void> {
  const state = store.get(chatMessagesAtom(store, accountKey, chatId))
  if (which === 'older' && (state.loading !== 'none' || state.olderCursor === null)) return
  if (which !== 'newer') {
    dispatchChatMessages(store, accountKey, chatId, { type: 'loading', what: which })
  }
  try {
    const page = await fetchChatMessages(clientOrThrow(store, accountKey), chatId, {
      ...(which === 'older' && state.olderCursor !== null ? { maxId: state.olderCursor } : {}),
      limit: PAGE_LIMIT,
      ...(signal ? { signal } : {}),
    })
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError')
    dispatchChatMessages(store, accountKey, chatId, {
      type: 'page',
      which,
      items: messagesOf(page.items),
      ...(page.maxId !== undefined ? { maxId: page.maxId } : {}),
    })
  } catch (error) {
    if (signal?.aborted) {
      dispatchChatMessages(store, accountKey, chatId, { type: 'stopped' })
      return
    }
    if (which === 'newer') throw error
    dispatchChatMessages(store, accountKey, chatId, { type: 'failed', error: errorOf(error) })
  }
}

/** Uploads the file a message will carry (the composer's upload, so the same limits apply). */
export function uploadChatAttachment(
  store: Store,
  accountKey: AccountKey,
  file: File,
  signal?: AbortSignal,
): Promise<ComposerResult<DraftFile>> {
  const session = getSession(store, accountKey)
  if (!session) {
    return Promise.resolve({ ok: false, error: { messages: [noSession] } })
  }
  return createComposerActions({ store, accountKey, client: session.client }).upload(
    file,
    signal ? { signal } : {},
  )
}

export interface OutgoingMessage {
  text: string
  attachment: DraftFile | null
}

/**
 * Sends a message: it shows at once as pending, the server's answer replaces it; a refusal
 * leaves it marked failed for a retry (same key: never sent twice) or to be dropped.
 */
export async function sendChatMessage(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  outgoing: OutgoingMessage,
  key: string = crypto.randomUUID(),
): Promise<ActionResult> {
  const pending: PendingMessage = {
    key,
    text: outgoing.text,
    attachment: outgoing.attachment
      ? {
          id: outgoing.attachment.id,
          previewUrl: outgoing.attachment.previewUrl,
          mimetype: outgoing.attachment.mimetype,
          name: outgoing.attachment.name,
        }
      : null,
    failed: false,
    createdAt: new Date().toISOString(),
  }
  dispatchChatMessages(store, accountKey, chatId, { type: 'pending', message: pending })
  const result = await attempt(async () => {
    const answer = await postChatMessage(clientOrThrow(store, accountKey), chatId, {
      content: outgoing.text,
      mediaId: outgoing.attachment?.id ?? null,
      idempotencyKey: key,
    })
    return normalizeChatMessage(answer)
  })
  if (!result.ok) {
    dispatchChatMessages(store, accountKey, chatId, { type: 'pendingFailed', key })
    return result
  }
  const message = result.value
  if (message) {
    dispatchChatMessages(store, accountKey, chatId, { type: 'message', message })
    const chat = heldChat(store, accountKey, chatId)
    if (chat) chatUpdated(store, accountKey, { ...chat, last_message: message })
  }
  dispatchChatMessages(store, accountKey, chatId, { type: 'pendingDropped', key })
  return { ok: true, value: undefined }
}

/** Sends a failed message again, with its own key. */
export function retryChatMessage(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  pending: PendingMessage,
): Promise<ActionResult> {
  const attachment = pending.attachment
    ? { ...pending.attachment, url: pending.attachment.previewUrl }
    : null
  return sendChatMessage(store, accountKey, chatId, { text: pending.text, attachment }, pending.key)
}

export function dropChatMessage(store: Store, accountKey: AccountKey, chatId: string, key: string) {
  dispatchChatMessages(store, accountKey, chatId, { type: 'pendingDropped', key })
}

/** Deletes a message (one's own for both sides, a received one from this chat). */
export async function deleteChatMessage(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  messageId: string,
): Promise<ActionResult> {
  const target = chatMessagesAtom(store, accountKey, chatId)
  const before = store.get(target).messages.find((message) => message.id === messageId)
  dispatchChatMessages(store, accountKey, chatId, { type: 'removed', id: messageId })
  const result = await attempt(async () => {
    await requestDeletion(clientOrThrow(store, accountKey), chatId, messageId)
    return undefined
  })
  if (!result.ok && before) {
    dispatchChatMessages(store, accountKey, chatId, { type: 'message', message: before })
  }
  return result
}

/** Everything up to `upTo` is read: the chat's unread count goes to what the server says. */
export async function markChatRead(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  upTo: string,
): Promise<void> {
  dispatchChatMessages(store, accountKey, chatId, { type: 'read', upTo })
  const chat = heldChat(store, accountKey, chatId)
  if (chat && chat.unread > 0)
    dispatchChatList(store, accountKey, { type: 'upsert', chat: { ...chat, unread: 0 } })
  try {
    const answer = await requestRead(clientOrThrow(store, accountKey), chatId, upTo)
    const [fresh] = ingestApiChats(store, accountKey, [answer])
    if (fresh) dispatchChatList(store, accountKey, { type: 'upsert', chat: fresh })
  } catch (error) {
    // The read mark is sent again the next time the chat shows; nothing to tell the reader.
    console.warn('marking the chat read failed', error)
  }
}

/** The chat with an account (made if there was none); resolves to its id. */
export async function openChatWith(
  store: Store,
  accountKey: AccountKey,
  accountId: string,
): Promise<ActionResult<string>> {
  return attempt(async () => {
    const raw = await requestChat(clientOrThrow(store, accountKey), accountId)
    const [chat] = ingestApiChats(store, accountKey, [raw])
    if (!chat) throw new Error('The server sent an unusable chat')
    chatUpdated(store, accountKey, chat)
    return chat.id
  })
}

import { fail, notFound } from '../http/errors'
import type { Store } from '../store/store'
import { renderText } from '../store/text'
import type { Chat, ChatMessage, ChatMessageRef } from '../store/types'

/** Pleroma's `:instance, :chat_limit` default. */
export const CHAT_LIMIT = 5000

/** The user's chat with the recipient, made on first use (Pleroma keeps one per pair and side). */
export function chatBetween(store: Store, userId: string, recipientId: string): Chat {
  for (const chat of store.chats.values())
    if (chat.userId === userId && chat.recipientId === recipientId) return chat
  const at = store.now()
  const chat: Chat = {
    id: store.flake.next(at),
    userId,
    recipientId,
    updatedAt: at,
    refs: [],
  }
  store.chats.set(chat.id, chat)
  return chat
}

export interface NewChatMessage {
  authorId: string
  recipientId: string
  content?: string
  mediaId?: string | null
  idempotencyKey?: string | null
}

function addRef(store: Store, chat: Chat, message: ChatMessage, unread: boolean): ChatMessageRef {
  const ref: ChatMessageRef = {
    id: store.flake.next(message.createdAt),
    messageId: message.id,
    unread,
  }
  chat.refs.push(ref)
  chat.updatedAt = message.createdAt
  return ref
}

/**
 * `CommonAPI.post_chat_message`: escaped and linked text (no other formatting), at most one
 * attachment, a reference in both sides' chats (unread for the recipient), and a
 * `pleroma:chat_update` to both. An idempotency key sent again gives the same message.
 */
export function postChatMessage(
  store: Store,
  input: NewChatMessage,
): { chat: Chat; ref: ChatMessageRef } {
  const text = input.content ?? ''
  const mediaId = input.mediaId ?? null
  const mine = chatBetween(store, input.authorId, input.recipientId)
  if (input.idempotencyKey) {
    for (const ref of mine.refs) {
      const held = store.chatMessages.get(ref.messageId)
      if (held?.idempotencyKey === input.idempotencyKey && held.authorId === input.authorId)
        return { chat: mine, ref }
    }
  }
  if (!text.trim() && !mediaId) throw fail(400, 'no_content')
  if (Array.from(text).length > CHAT_LIMIT) throw fail(400, 'content_too_long')
  if (mediaId) {
    const media = store.media.get(mediaId)
    if (!media || media.ownerId !== input.authorId) throw notFound()
  }
  const rendered = renderText(store, text, 'text/plain')
  const at = store.now()
  const message: ChatMessage = {
    id: store.flake.next(at),
    authorId: input.authorId,
    recipientId: input.recipientId,
    content: rendered.html,
    emojis: rendered.emojis,
    mediaId,
    createdAt: at,
    idempotencyKey: input.idempotencyKey ?? null,
  }
  store.chatMessages.set(message.id, message)
  const ref = addRef(store, mine, message, false)
  store.events.emit('chat', mine, ref)
  if (store.user(input.recipientId)?.domain === null) {
    const theirs = chatBetween(store, input.recipientId, input.authorId)
    store.events.emit('chat', theirs, addRef(store, theirs, message, true))
  }
  return { chat: mine, ref }
}

/** `MessageReference.set_all_seen_for_chat`: every reference up to `lastReadId` is read. */
export function markChatRead(
  chat: Chat,
  lastReadId: string,
  compare: (a: string, b: string) => number,
): void {
  for (const ref of chat.refs) if (compare(ref.id, lastReadId) <= 0) ref.unread = false
}

/**
 * `delete_message`: the author's own message is deleted for both sides (a Delete activity); a
 * received one only leaves this side's chat.
 */
export function deleteChatMessage(store: Store, chat: Chat, ref: ChatMessageRef): void {
  const message = store.chatMessages.get(ref.messageId)
  if (message?.authorId === chat.userId) {
    for (const other of store.chats.values())
      other.refs = other.refs.filter((candidate) => candidate.messageId !== message.id)
    store.chatMessages.delete(message.id)
  } else {
    chat.refs = chat.refs.filter((candidate) => candidate.id !== ref.id)
  }
}

export const unreadCount = (chat: Chat): number => chat.refs.filter((ref) => ref.unread).length

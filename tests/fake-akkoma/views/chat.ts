import type { Chat, ChatMessageRef } from '../store/types'
import { unreadCount } from '../actions/chats'
import { renderAccount, renderCustomEmoji, type Json, type Viewer } from './account'
import { isoDate } from './dates'
import { renderAttachment } from './status'

/** `Chat.MessageReferenceView "show.json"`: one message as one side's chat holds it. */
export function renderChatMessage(viewer: Viewer, chat: Chat, ref: ChatMessageRef): Json | null {
  const { store } = viewer
  const message = store.chatMessages.get(ref.messageId)
  if (!message) return null
  const media = message.mediaId ? store.media.get(message.mediaId) : undefined
  const out: Json = {
    id: ref.id,
    content: message.content,
    chat_id: chat.id,
    account_id: message.authorId,
    created_at: isoDate(message.createdAt),
    emojis: message.emojis.flatMap((shortcode) => renderCustomEmoji(store, shortcode) ?? []),
    attachment: media ? renderAttachment(store, media) : null,
    unread: ref.unread,
    card: null,
  }
  if (message.idempotencyKey && message.authorId === viewer.user?.id)
    out.idempotency_key = message.idempotencyKey
  return out
}

/** `ChatView "show.json"`: the recipient, the unread count and the last message. */
export function renderChat(viewer: Viewer, chat: Chat, last?: ChatMessageRef): Json | null {
  const recipient = viewer.store.user(chat.recipientId)
  if (!recipient) return null
  const ref = last ?? chat.refs[chat.refs.length - 1]
  return {
    id: chat.id,
    account: renderAccount(viewer, recipient),
    unread: unreadCount(chat),
    last_message: ref ? renderChatMessage(viewer, chat, ref) : null,
    updated_at: isoDate(chat.updatedAt),
  }
}

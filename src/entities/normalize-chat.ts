import type { ApiChat, ApiChatMessage } from '../api/wire/index.ts'
import type { EntityBundle } from './bundle.ts'
import type { Chat, ChatMessage } from './chat.ts'
import { bool, idOrNull, isRecord, nonEmpty, num, str, warnBadData } from './coerce.ts'
import { normalizeCustomEmojis } from './normalize-emoji.ts'
import { normalizeAttachment, normalizeCard } from './normalize-media.ts'
import { normalizeAccount } from './normalize-user.ts'

export function normalizeChatMessage(raw: ApiChatMessage): ChatMessage | undefined {
  const id = isRecord(raw) ? idOrNull(raw.id) : null
  const chatId = isRecord(raw) ? idOrNull(raw.chat_id) : null
  const accountId = isRecord(raw) ? idOrNull(raw.account_id) : null
  if (!isRecord(raw) || id === null || chatId === null || accountId === null) {
    warnBadData('chat message without id, chat or author skipped', raw)
    return undefined
  }
  return {
    id,
    chat_id: chatId,
    account_id: accountId,
    content: str(raw.content),
    created_at: str(raw.created_at),
    emojis: normalizeCustomEmojis(raw.emojis),
    attachment: isRecord(raw.attachment) ? (normalizeAttachment(raw.attachment) ?? null) : null,
    card: normalizeCard(raw.card),
    unread: bool(raw.unread),
    idempotency_key: nonEmpty(raw.idempotency_key),
  }
}

/** A chat; its account goes into the bundle (the cache holds users once). */
export function normalizeChat(raw: ApiChat, into: EntityBundle): Chat | undefined {
  const id = isRecord(raw) ? idOrNull(raw.id) : null
  const account =
    id !== null && isRecord(raw.account) ? normalizeAccount(raw.account, into) : undefined
  if (!isRecord(raw) || id === null || !account) {
    warnBadData('chat without id or account skipped', raw)
    return undefined
  }
  return {
    id,
    account_id: account.id,
    unread: Math.max(0, Math.floor(num(raw.unread))),
    last_message: isRecord(raw.last_message)
      ? (normalizeChatMessage(raw.last_message) ?? null)
      : null,
    updated_at: nonEmpty(raw.updated_at),
  }
}

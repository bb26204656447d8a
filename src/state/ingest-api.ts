// Wire answers into the cache: normalise (src/entities), then the one ingest path. Every caller
// that holds server data (timeline pages, stream events, mutation answers) goes through here.

import type { Store } from 'jotai'
import type {
  ApiAccount,
  ApiChat,
  ApiConversation,
  ApiNotification,
  ApiPoll,
  ApiRelationship,
  ApiStatus,
} from '../api/wire'
import type { Chat } from '../entities/chat'
import { createBundle } from '../entities/bundle'
import type { Conversation } from '../entities/misc'
import { normalizeChat } from '../entities/normalize-chat'
import { normalizeConversation } from '../entities/normalize-misc'
import { normalizeNotification, normalizeNotifications } from '../entities/normalize-notification'
import { normalizePoll } from '../entities/normalize-poll'
import { normalizeStatus, normalizeStatuses } from '../entities/normalize-status'
import { normalizeAccount, normalizeRelationship } from '../entities/normalize-user'
import type { Notification } from '../entities/notification'
import type { Poll } from '../entities/poll'
import type { Status } from '../entities/status'
import type { User } from '../entities/user'
import type { AccountKey } from './entity-cache'
import { ingest, type IngestOptions } from './ingest'

/** A page or list of statuses; returns the usable ids in the server's order. */
export function ingestApiStatuses(
  store: Store,
  accountKey: AccountKey,
  list: readonly ApiStatus[],
  options?: IngestOptions,
): string[] {
  const bundle = createBundle()
  const ids = normalizeStatuses(list, bundle)
  ingest(store, accountKey, bundle, options)
  return ids
}

export function ingestApiStatus(
  store: Store,
  accountKey: AccountKey,
  raw: ApiStatus,
  options?: IngestOptions,
): Status | undefined {
  const bundle = createBundle()
  const status = normalizeStatus(raw, bundle)
  ingest(store, accountKey, bundle, options)
  return status
}

export function ingestApiPoll(
  store: Store,
  accountKey: AccountKey,
  raw: ApiPoll,
  options?: IngestOptions,
): Poll | undefined {
  const poll = normalizePoll(raw)
  if (poll) ingest(store, accountKey, { polls: [poll] }, options)
  return poll
}

export function ingestApiAccounts(
  store: Store,
  accountKey: AccountKey,
  list: readonly ApiAccount[],
  options?: IngestOptions,
): User[] {
  const bundle = createBundle()
  const users: User[] = []
  for (const raw of list) {
    const found = normalizeAccount(raw, bundle)
    if (found) users.push(found)
  }
  ingest(store, accountKey, bundle, options)
  return users
}

export function ingestApiRelationships(
  store: Store,
  accountKey: AccountKey,
  list: readonly ApiRelationship[],
  options?: IngestOptions,
): void {
  const relationships = list.flatMap((raw) => normalizeRelationship(raw) ?? [])
  ingest(store, accountKey, { relationships }, options)
}

/** A page of notifications with their actors and statuses; returns the usable ids in order. */
export function ingestApiNotifications(
  store: Store,
  accountKey: AccountKey,
  list: readonly ApiNotification[],
  options?: IngestOptions,
): string[] {
  const bundle = createBundle()
  const ids = normalizeNotifications(list, bundle)
  ingest(store, accountKey, bundle, options)
  return ids
}

export function ingestApiNotification(
  store: Store,
  accountKey: AccountKey,
  raw: ApiNotification,
  options?: IngestOptions,
): Notification | undefined {
  const bundle = createBundle()
  const notification = normalizeNotification(raw, bundle)
  ingest(store, accountKey, bundle, options)
  return notification
}

/** Conversations: their last statuses and participants enter the cache; the conversations
 * themselves are returned (the conversation list keeps them, not the cache). */
export function ingestApiConversations(
  store: Store,
  accountKey: AccountKey,
  list: readonly ApiConversation[],
  options?: IngestOptions,
): Conversation[] {
  const bundle = createBundle()
  const out: Conversation[] = []
  for (const raw of list) {
    const conversation = normalizeConversation(raw, bundle)
    if (conversation) out.push(conversation)
  }
  ingest(store, accountKey, bundle, options)
  return out
}

/** Chats: their accounts enter the cache; the chats are returned for the chat state. */
export function ingestApiChats(
  store: Store,
  accountKey: AccountKey,
  list: readonly ApiChat[],
  options?: IngestOptions,
): Chat[] {
  const bundle = createBundle()
  const out: Chat[] = []
  for (const raw of list) {
    const chat = normalizeChat(raw, bundle)
    if (chat) out.push(chat)
  }
  ingest(store, accountKey, bundle, options)
  return out
}

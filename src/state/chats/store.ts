import { atom, type PrimitiveAtom, type Store } from 'jotai'
import type { Chat } from '../../entities/chat'
import { keyedAtoms } from '../../lib/keyed-atoms'
import type { AccountKey } from '../entity-cache'
import {
  chatListReducer,
  chatMessagesReducer,
  emptyChatList,
  emptyChatMessages,
  type ChatListAction,
  type ChatListState,
  type ChatMessagesAction,
  type ChatMessagesState,
} from './list'

const lists = keyedAtoms<AccountKey, PrimitiveAtom<ChatListState>>()
const messageLists = keyedAtoms<string, PrimitiveAtom<ChatMessagesState>>()

const messagesKey = (accountKey: AccountKey, chatId: string) => `${accountKey}|${chatId}`

export function chatListAtom(store: Store, accountKey: AccountKey): PrimitiveAtom<ChatListState> {
  return lists.get(store, accountKey, () => atom(emptyChatList))
}

export function chatMessagesAtom(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
): PrimitiveAtom<ChatMessagesState> {
  return messageLists.get(store, messagesKey(accountKey, chatId), () => atom(emptyChatMessages))
}

/** The messages of a chat if a screen ever opened it (stream events add to those only). */
export function peekChatMessagesAtom(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
): PrimitiveAtom<ChatMessagesState> | undefined {
  return messageLists.peek(store, messagesKey(accountKey, chatId))
}

export function dispatchChatList(store: Store, accountKey: AccountKey, action: ChatListAction) {
  const target = chatListAtom(store, accountKey)
  store.set(target, chatListReducer(store.get(target), action))
}

export function dispatchChatMessages(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  action: ChatMessagesAction,
) {
  const target = chatMessagesAtom(store, accountKey, chatId)
  store.set(target, chatMessagesReducer(store.get(target), action))
}

/** A chat as the server now says it is: into the list, and its last message into its messages. */
export function chatUpdated(store: Store, accountKey: AccountKey, chat: Chat): void {
  dispatchChatList(store, accountKey, { type: 'upsert', chat })
  const messages = peekChatMessagesAtom(store, accountKey, chat.id)
  if (messages && chat.last_message && store.get(messages).loaded) {
    dispatchChatMessages(store, accountKey, chat.id, {
      type: 'message',
      message: chat.last_message,
    })
  }
}

/** The held copy of one chat. */
export function heldChat(store: Store, accountKey: AccountKey, chatId: string): Chat | undefined {
  return store.get(chatListAtom(store, accountKey)).items.find((chat) => chat.id === chatId)
}

import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo } from 'react'
import type { Chat } from '../../entities/chat'
import type { DraftFile } from '../../lib/composer/draft'
import type { ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import type { ComposerResult } from '../post-status'
import { streamManagerFor } from '../stream-manager'
import {
  deleteChatMessage,
  dropChatMessage,
  loadChat,
  loadChatMessages,
  loadChats,
  markChatRead,
  openChatWith,
  retryChatMessage,
  sendChatMessage,
  uploadChatAttachment,
  type OutgoingMessage,
} from './actions'
import type { ChatListState, ChatMessagesState, PendingMessage } from './list'
import { mountChatList, mountChatMessages } from './runtime'
import { chatListAtom, chatMessagesAtom } from './store'

export interface ChatListView extends ChatListState {
  reload: () => void
  openWith: (accountId: string) => Promise<ActionResult<string>>
}

/** The account's chats, live while the screen (`holder`) is mounted. */
export function useChatList(
  accountKey: AccountKey,
  holder: string,
  streaming: boolean,
): ChatListView {
  const store = useStore()
  const state = useAtomValue(chatListAtom(store, accountKey), { store })
  useEffect(
    () => mountChatList(store, accountKey, { holder, streaming, streams: streamManagerFor(store) }),
    [store, accountKey, holder, streaming],
  )
  const reload = useCallback(() => void loadChats(store, accountKey), [store, accountKey])
  const openWith = useCallback(
    (accountId: string) => openChatWith(store, accountKey, accountId),
    [store, accountKey],
  )
  return useMemo(() => ({ ...state, reload, openWith }), [state, reload, openWith])
}

export interface ChatView extends ChatMessagesState {
  chat: Chat | undefined
  loadOlder: () => void
  reload: () => void
  send: (message: OutgoingMessage) => Promise<ActionResult>
  retry: (pending: PendingMessage) => Promise<ActionResult>
  drop: (key: string) => void
  remove: (messageId: string) => Promise<ActionResult>
  markRead: (upTo: string) => void
  upload: (file: File, signal?: AbortSignal) => Promise<ComposerResult<DraftFile>>
}

/** One chat and its messages, live while the screen (`holder`) is mounted. */
export function useChat(
  accountKey: AccountKey,
  chatId: string,
  holder: string,
  streaming: boolean,
): ChatView {
  const store = useStore()
  const list = useAtomValue(chatListAtom(store, accountKey), { store })
  const chat = list.items.find((candidate) => candidate.id === chatId)
  const known = chat !== undefined
  const state = useAtomValue(chatMessagesAtom(store, accountKey, chatId), { store })
  useEffect(
    () =>
      mountChatMessages(store, accountKey, chatId, {
        holder,
        streaming,
        streams: streamManagerFor(store),
      }),
    [store, accountKey, chatId, holder, streaming],
  )
  // A chat opened by its address before the list came: ask for it alone.
  useEffect(() => {
    if (known) return undefined
    const controller = new AbortController()
    void loadChat(store, accountKey, chatId, controller.signal)
    return () => controller.abort()
  }, [store, accountKey, chatId, known])
  const actions = useMemo(
    () => ({
      loadOlder: () => void loadChatMessages(store, accountKey, chatId, 'older'),
      reload: () => void loadChatMessages(store, accountKey, chatId, 'first'),
      send: (message: OutgoingMessage) => sendChatMessage(store, accountKey, chatId, message),
      retry: (pending: PendingMessage) => retryChatMessage(store, accountKey, chatId, pending),
      drop: (key: string) => dropChatMessage(store, accountKey, chatId, key),
      remove: (messageId: string) => deleteChatMessage(store, accountKey, chatId, messageId),
      markRead: (upTo: string) => void markChatRead(store, accountKey, chatId, upTo),
      upload: (file: File, signal?: AbortSignal) =>
        uploadChatAttachment(store, accountKey, file, signal),
    }),
    [store, accountKey, chatId],
  )
  return useMemo(() => ({ ...state, chat, ...actions }), [state, chat, actions])
}

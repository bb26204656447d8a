// Chats at work while a screen shows them: the chat list or one chat's messages, the
// `pleroma:chat_update` events of the account's user stream (one socket, shared with the home
// column and the notifications), polling every 20 s while streaming is off or the socket is
// broken, and the accounts shown held in the cache.

import type { Store } from 'jotai'
import { POLL_INTERVAL_MS } from '../constants'
import type { AccountKey } from '../entity-cache'
import { releaseHolder, setHolder } from '../holders'
import { createPoller } from '../poller'
import { onSessionExpired } from '../session'
import type { StreamManager, StreamSubscriber } from '../stream-manager'
import { loadChatMessages, loadChats } from './actions'
import { chatListAtom, chatMessagesAtom, chatUpdated } from './store'

export interface ChatRuntimeOptions {
  holder: string
  streaming: boolean
  streams?: StreamManager
}

/** Stream events when streaming, else a poller; returns the stops. */
function live(
  store: Store,
  accountKey: AccountKey,
  options: ChatRuntimeOptions,
  refresh: () => Promise<void>,
): (() => void)[] {
  if (options.streaming && options.streams) {
    const subscriber: StreamSubscriber = {
      onUpdate: (update) => {
        if (update.type === 'chat') chatUpdated(store, accountKey, update.chat)
      },
      fillGap: refresh,
      poll: refresh,
      pollIntervalMs: POLL_INTERVAL_MS.timeline,
    }
    return [options.streams.subscribe(accountKey, { stream: 'user' }, subscriber)]
  }
  const poller = createPoller(refresh, POLL_INTERVAL_MS.timeline)
  poller.start()
  return [() => poller.stop(), onSessionExpired(store, accountKey, () => poller.stop())]
}

/** The chat list, live while mounted. */
export function mountChatList(
  store: Store,
  accountKey: AccountKey,
  options: ChatRuntimeOptions,
): () => void {
  const controller = new AbortController()
  const target = chatListAtom(store, accountKey)
  const hold = () => {
    setHolder(store, accountKey, options.holder, {
      users: store.get(target).items.map((chat) => chat.account_id),
    })
  }
  hold()
  const refresh = () => loadChats(store, accountKey, controller.signal)
  void refresh()
  const stops = [store.sub(target, hold), ...live(store, accountKey, options, refresh)]
  return () => {
    controller.abort()
    for (const stop of stops) stop()
    releaseHolder(store, accountKey, options.holder)
  }
}

/** One chat's messages, live while mounted, its account held in the cache. */
export function mountChatMessages(
  store: Store,
  accountKey: AccountKey,
  chatId: string,
  options: ChatRuntimeOptions,
): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const refresh = () => loadChatMessages(store, accountKey, chatId, 'newer', signal)
  const list = chatListAtom(store, accountKey)
  const hold = () => {
    const chat = store.get(list).items.find((candidate) => candidate.id === chatId)
    setHolder(store, accountKey, options.holder, { users: chat ? [chat.account_id] : [] })
  }
  hold()
  if (!store.get(chatMessagesAtom(store, accountKey, chatId)).loaded)
    void loadChatMessages(store, accountKey, chatId, 'first', signal)
  else void refresh().catch((error: unknown) => console.warn('fetching the chat failed', error))
  const stops = [store.sub(list, hold), ...live(store, accountKey, options, refresh)]
  return () => {
    controller.abort()
    for (const stop of stops) stop()
    releaseHolder(store, accountKey, options.holder)
  }
}

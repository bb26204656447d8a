// A conversation list at work while a screen shows it: the first page (or a catch-up of the
// newest when it was loaded before), the direct stream's `conversation` events (one socket per
// account, shared), polling every 20 s while streaming is off or the socket is broken, and the
// statuses and accounts it shows held in the cache.

import type { Store } from 'jotai'
import { POLL_INTERVAL_MS } from '../constants'
import type { AccountKey } from '../entity-cache'
import { releaseHolder, setHolder } from '../holders'
import { createPoller } from '../poller'
import { onSessionExpired } from '../session'
import type { StreamManager } from '../stream-manager'
import { loadConversations } from './actions'
import { conversationEntities } from './list'
import { conversationListAtom, dispatchConversations } from './store'

export interface ConversationsRuntimeOptions {
  /** Names what this screen holds in the cache (`column:<id>` style). */
  holder: string
  /** The column's live-updates setting: off, it polls. */
  streaming: boolean
  streams?: StreamManager
}

export function mountConversations(
  store: Store,
  accountKey: AccountKey,
  options: ConversationsRuntimeOptions,
): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const target = conversationListAtom(store, accountKey)
  const newer = () => loadConversations(store, accountKey, 'newer', signal)
  const hold = () => {
    setHolder(store, accountKey, options.holder, conversationEntities(store.get(target).items))
  }
  hold()
  const stops: (() => void)[] = [store.sub(target, hold)]
  if (!store.get(target).loaded) void loadConversations(store, accountKey, 'first', signal)
  else void newer().catch(logFailure)
  if (options.streaming && options.streams) {
    stops.push(
      options.streams.subscribe(
        accountKey,
        { stream: 'direct' },
        {
          onUpdate: (update) => {
            if (update.type === 'conversation') {
              dispatchConversations(store, accountKey, {
                type: 'upsert',
                conversation: update.conversation,
              })
            }
          },
          fillGap: newer,
          poll: newer,
          pollIntervalMs: POLL_INTERVAL_MS.timeline,
        },
      ),
    )
  } else {
    const poller = createPoller(newer, POLL_INTERVAL_MS.timeline)
    poller.start()
    stops.push(
      () => poller.stop(),
      onSessionExpired(store, accountKey, () => poller.stop()),
    )
  }
  return () => {
    controller.abort()
    for (const stop of stops) stop()
    releaseHolder(store, accountKey, options.holder)
  }
}

function logFailure(error: unknown): void {
  console.warn('fetching the newest conversations failed', error)
}

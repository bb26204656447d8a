// The columns' live updates without the stream manager's code on the way to the first status:
// the socket, the event ingest and the reconnect rules (stream-manager.ts) load once the first
// status is on screen. A column that subscribes before waits here; when its subscription is
// handed over, the column fills the gap since its first page, so nothing posted meanwhile is
// missed.

import type { Store } from 'jotai'
import { afterFirstPaint } from '../lib/first-paint'
import type { AccountKey } from './entity-cache'
import type { StreamManager, StreamSpec, StreamSubscriber } from './stream-manager'

interface Waiting {
  accountKey: AccountKey
  spec: StreamSpec
  subscriber: StreamSubscriber
  stop: (() => void) | null
}

function deferredManager(store: Store): StreamManager {
  let real: StreamManager | null = null
  const waiting = new Set<Waiting>()
  void afterFirstPaint()
    .then(() => import('./stream-manager'))
    .then(({ streamManagerFor }) => {
      const manager = streamManagerFor(store)
      real = manager
      for (const entry of waiting) {
        entry.stop = manager.subscribe(entry.accountKey, entry.spec, entry.subscriber)
        void entry.subscriber.fillGap().catch((error: unknown) => {
          console.warn('catching up after the stream opened failed', error)
        })
      }
      waiting.clear()
    })
  return {
    subscribe(accountKey, spec, subscriber) {
      if (real) return real.subscribe(accountKey, spec, subscriber)
      const entry: Waiting = { accountKey, spec, subscriber, stop: null }
      waiting.add(entry)
      return () => {
        waiting.delete(entry)
        entry.stop?.()
      }
    },
    stateOf: (accountKey, spec) => real?.stateOf(accountKey, spec),
    get size() {
      return real?.size ?? 0
    },
    closeAll() {
      waiting.clear()
      real?.closeAll()
    },
  }
}

const managers = new WeakMap<Store, StreamManager>()

/** The store's streams: the real manager once its code is there, a waiting line before. */
export function streamsFor(store: Store): StreamManager {
  let found = managers.get(store)
  if (!found) {
    found = deferredManager(store)
    managers.set(store, found)
  }
  return found
}

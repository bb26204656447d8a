// Keeping an account's announcements fresh while it is signed in (spec 1 section 9): every 60 s,
// or every 300 s where the server streams announcement events (Mastodon; Akkoma sends none) and
// the account's user stream is up. While that socket is broken the stream manager polls them on
// the 60 s interval with the account's other live lists, and a rejoin fetches them once.

import type { Store } from 'jotai'
import { POLL_INTERVAL_MS } from '../constants'
import type { AccountKey } from '../entity-cache'
import { instanceConfigAtom } from '../instance'
import { createPoller } from '../poller'
import type { StreamManager } from '../stream-manager'
import { refreshAnnouncements } from './store'

/** The interval of the separate timer while announcement events stream (spec 1 section 9). */
export const ANNOUNCEMENTS_STREAMING_POLL_MS = 300_000

/** Whether the server sends `announcement` events on the user stream. */
export function streamsAnnouncements(store: Store): boolean {
  return store.get(instanceConfigAtom).software === 'mastodon'
}

/** Start; returns the stop (sign-out, another active account). */
export function mountAnnouncements(
  store: Store,
  accountKey: AccountKey,
  streams?: StreamManager,
): () => void {
  const controller = new AbortController()
  const refresh = () =>
    refreshAnnouncements(store, accountKey, controller.signal).catch((error: unknown) => {
      // Only logged (spec 1 section 8): the unread count stays what it was.
      if (!controller.signal.aborted) console.warn('fetching announcements failed', error)
    })
  const streamed = streams !== undefined && streamsAnnouncements(store)
  const poller = createPoller(
    refresh,
    streamed ? ANNOUNCEMENTS_STREAMING_POLL_MS : POLL_INTERVAL_MS.announcements,
  )
  void refresh()
  poller.start()
  const unsubscribe = streamed
    ? streams.subscribe(
        accountKey,
        { stream: 'user' },
        {
          // The events themselves are applied where every stream event is ingested.
          onUpdate: () => undefined,
          fillGap: refresh,
          poll: refresh,
          pollIntervalMs: POLL_INTERVAL_MS.announcements,
        },
      )
    : () => undefined
  return () => {
    controller.abort()
    poller.stop()
    unsubscribe()
  }
}

// Keeping an account's announcements fresh while it is signed in (spec 1 section 9): every 60 s,
// or every 300 s where the server streams announcement events (Mastodon; Akkoma sends none) and
// the account's user stream is up. While that socket is broken they are polled on the 60 s
// interval with the account's other live lists, and a rejoin fetches them once.

import type { Store } from 'jotai'
import { POLL_INTERVAL_MS } from '../constants'
import type { AccountKey } from '../entity-cache'
import { instanceConfigAtom } from '../instance'
import type { StreamManager } from '../stream-manager'
import { pollBesideStream } from '../stream-polling'
import { refreshAnnouncements } from './store'

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
  const round = () =>
    refreshAnnouncements(store, accountKey, controller.signal).catch((error: unknown) => {
      // Only logged (spec 1 section 8): the unread count stays what it was.
      if (!controller.signal.aborted) console.warn('fetching announcements failed', error)
    })
  // Where no event carries them, the stream's health changes nothing: the 60 s pace throughout.
  const streamed = streams !== undefined && streamsAnnouncements(store)
  const stop = pollBesideStream({
    store,
    accountKey,
    stream: { stream: 'user' },
    ...(streamed ? { streams } : {}),
    round,
    liveIntervalMs: POLL_INTERVAL_MS.announcementsWhileStreaming,
    downIntervalMs: POLL_INTERVAL_MS.announcements,
  })
  return () => {
    controller.abort()
    stop()
  }
}

// Spec 1 section 8: when a socket breaks, polling of timeline, notifications, announcements and
// reports starts, and it stops when the socket is back. Timelines and notifications poll through
// their columns (stream-manager.ts); announcements and reports are not columns of a stream, so
// their owners register a round here and it runs only while the account's streams are broken.

import type { AccountKey } from './entity-cache'
import { POLL_INTERVAL_MS } from './constants'
import { createPoller } from './poller'
import type { StreamManager } from './stream-manager'

export type FallbackKind = 'announcements' | 'reports'

/** Poll `round` every 60 s while the account's streams are broken; returns the stop. */
export function pollWhileStreamsBroken(
  manager: StreamManager,
  accountKey: AccountKey,
  kind: FallbackKind,
  round: () => Promise<unknown>,
  intervalMs: number = POLL_INTERVAL_MS[kind],
): () => void {
  const poller = createPoller(round, intervalMs)
  if (manager.isBroken(accountKey)) poller.start()
  const stop = manager.onHealthChange(accountKey, (broken) => {
    if (broken) poller.start()
    else poller.stop()
  })
  return () => {
    stop()
    poller.stop()
  }
}

// Polling beside a live stream (spec 1 sections 8 and 9): what the stream does not carry is
// fetched on a slow timer while the socket is up and on a fast one while it is down, through
// the same stream manager that makes the timelines and notifications poll.

import type { Store } from 'jotai'
import type { AccountKey } from './entity-cache'
import { createPoller } from './poller'
import type { StreamManager, StreamSpec } from './stream-manager'

export interface StreamPolling {
  store: Store
  accountKey: AccountKey
  /** The stream whose health sets the pace (its socket is shared, not opened twice). */
  stream: StreamSpec
  /** Without a manager there is no stream: the fast pace only. */
  streams?: StreamManager
  round: () => Promise<void>
  /** Always, the socket up or not. */
  liveIntervalMs: number
  /** On top of it while the socket is broken (or there is no stream). */
  downIntervalMs: number
}

/** Runs `round` now and on its timers until the returned stop is called. */
export function pollBesideStream(options: StreamPolling): () => void {
  const { accountKey, stream, streams, round } = options
  const slow = createPoller(round, streams ? options.liveIntervalMs : options.downIntervalMs)
  void round()
  slow.start()
  const leave = streams?.subscribe(accountKey, stream, {
    onUpdate: () => undefined,
    // Back from a break: what changed meanwhile.
    fillGap: round,
    poll: round,
    pollIntervalMs: options.downIntervalMs,
    // A lost frame never carried what is polled here.
    catchUp: () => Promise.resolve(),
  })
  return () => {
    slow.stop()
    leave?.()
  }
}

// How a timeline column stays live (timeline-column.ts puts it together): its stream's events
// gathered into batches, or polling when streaming is off or the column has no stream.

import { readEntity } from './entity-cache'
import { isNotificationSource, sourceAcceptsNotification } from './feed-source'
import type { ColumnLoaders, ColumnRun } from './column-loading'
import { createPoller, type Poller } from './poller'
import { onSessionExpired } from './session'
import type { StreamManager, StreamUpdate } from './stream-manager'

/** How long stream events are gathered before they reach the timeline. */
const STREAM_BATCH_MS = 50

/**
 * Stream bursts are gathered for a moment and merged in one pass, so two hundred events a
 * second cost a few renders rather than two hundred. Returns the subscriber's `onUpdate` and
 * the cancel of a batch still waiting.
 */
function streamBatcher(run: ColumnRun) {
  const { cache, feed, notifications, now, dispatch } = run
  let pending: string[] = []
  let flushTimer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    flushTimer = null
    const ids = pending
    pending = []
    if (ids.length === 1 && ids[0] !== undefined)
      dispatch({ type: 'streamed', id: ids[0], now: now() })
    else if (ids.length > 1) dispatch({ type: 'streamedMany', ids, now: now() })
  }
  const gather = (id: string) => {
    pending.push(id)
    flushTimer ??= setTimeout(flush, STREAM_BATCH_MS)
  }
  const onUpdate = (update: StreamUpdate) => {
    if (notifications) {
      // A column that asked for some kinds only takes streamed notifications of those kinds.
      if (
        update.type === 'notification' &&
        isNotificationSource(feed.source) &&
        sourceAcceptsNotification(feed.source, readEntity(cache, 'notifications', update.id))
      )
        gather(update.id)
      return
    }
    if (update.type !== 'status') return
    const status = readEntity(cache, 'statuses', update.id)
    if (!status || (feed.accepts && !feed.accepts(status))) return
    gather(update.id)
  }
  const cancel = () => {
    if (flushTimer) clearTimeout(flushTimer)
  }
  return { onUpdate, cancel }
}

/**
 * Subscribe to the column's stream (the manager polls through `loadNewer` while the socket is
 * broken and fills the gap when it is back), or poll on the column's own interval. Returns the
 * stops, for the column's dispose.
 */
export function startLiveUpdates(
  run: ColumnRun,
  loaders: ColumnLoaders,
  streams: StreamManager | undefined,
): (() => void)[] {
  const { store, accountKey, feed } = run
  const stops: (() => void)[] = []
  let poller: Poller | null = null
  if (feed.stream && feed.streaming && streams) {
    const batcher = streamBatcher(run)
    stops.push(batcher.cancel)
    // Where the column stood when a frame was first lost since the last catch-up: what the
    // frame carried is newer than that (undefined: nothing lost).
    let lostAfter: string | null | undefined
    stops.push(
      streams.subscribe(accountKey, feed.stream, {
        onUpdate: batcher.onUpdate,
        fillGap: () => loaders.fillGap(),
        poll: loaders.loadNewer,
        pollIntervalMs: feed.pollIntervalMs,
        frameLost: () => {
          if (lostAfter === undefined) lostAfter = run.state().newerCursor
        },
        catchUp: () => {
          const from = lostAfter
          lostAfter = undefined
          return loaders.fillGap(from)
        },
      }),
    )
  } else {
    poller = createPoller(loaders.loadNewer, feed.pollIntervalMs)
    poller.start()
    stops.push(() => poller?.stop())
  }
  stops.push(onSessionExpired(store, accountKey, () => poller?.stop()))
  return stops
}

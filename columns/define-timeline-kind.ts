import * as v from 'valibot'
import { POLL_INTERVAL_MS } from '../src/state/constants'
import { defineKind, type AnyColumnKind, type ColumnParams, type TimelineKind } from './types'

const noParams = v.object({})
/** What `noParams` gives: an object with nothing in it. */
type NoParams = Record<string, never>

/** What most timeline kinds share, so a kind's definition says only what differs. */
type Shared = 'body' | 'title' | 'params' | 'fields' | 'pollIntervalMs' | 'order' | 'clearOnLeave'

export type TimelineKindSpec<P extends ColumnParams> = Omit<TimelineKind<P>, Shared> &
  Partial<Pick<TimelineKind<P>, Shared>>

/**
 * A timeline kind with the shared defaults: no params (the picker asks nothing), titled by its
 * label, polled every 20 seconds while it has no live stream, newest first, every status of its
 * source accepted, and kept when the reader leaves it.
 */
export function defineTimelineKind<P extends ColumnParams = NoParams>(
  spec: TimelineKindSpec<P>,
): AnyColumnKind {
  return defineKind<P>({
    body: 'timeline',
    title: () => ({ descriptor: spec.label }),
    // Only kinds without params leave this out (P is then NoParams).
    params: noParams as unknown as v.GenericSchema<unknown, P>,
    fields: [],
    pollIntervalMs: POLL_INTERVAL_MS.timeline,
    order: 'newest-first',
    clearOnLeave: false,
    ...spec,
  })
}

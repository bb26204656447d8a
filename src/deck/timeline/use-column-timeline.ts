import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { ApiClient } from '../../api/client'
import { isApiError } from '../../api/errors'
import { fetchTimelinePage } from '../../api/timelines'
import type { ColumnContext, ColumnParams, TimelineKind } from '../../../columns/types'
import { OLDER_FETCH_THROTTLE_MS } from '../../state/constants'
import { releaseHolder, setHolder } from '../../state/holders'
import { ingestApiStatuses } from '../../state/ingest-api'
import { pushNotice } from '../../state/notices'
import { canLoadOlder, heldIds } from '../../state/timeline-selectors'
import { timelineReducer, type FetchDirection, type TimelineAction } from '../../state/timeline'
import { columnTimelineAtom } from './column-atoms'
import { timelineErrorMessage } from './timeline-messages'

export interface ColumnTimelineInput {
  columnId: string
  kind: TimelineKind
  params: ColumnParams
  account: string
  client: ApiClient
  context: ColumnContext
  streaming: boolean
}

/**
 * One column's timeline: fetches pages through the kind's source, feeds them to the entity
 * cache and the timeline rules, polls for newer items, and keeps what it holds alive in the
 * cache. Returns the state and the reader's actions.
 */
export function useColumnTimeline(input: ColumnTimelineInput) {
  const { columnId, kind, params, account, client, context } = input
  const store = useStore()
  const paramsKey = JSON.stringify(params)
  const userId = kind.accepts
    ? typeof params.accountId === 'string'
      ? params.accountId
      : null
    : null
  const stateAtom = useMemo(
    () =>
      columnTimelineAtom(
        columnId,
        { order: kind.order, clearOnLeave: kind.clearOnLeave, streaming: input.streaming },
        { userId, paramsKey },
      ),
    [columnId, kind, input.streaming, userId, paramsKey],
  )
  const state = useAtomValue(stateAtom)
  const dispatch = useCallback(
    (action: TimelineAction) => store.set(stateAtom, (current) => timelineReducer(current, action)),
    [store, stateAtom],
  )
  const source = useMemo(() => kind.source(params, context), [kind, params, context])
  const lastOlderFetch = useRef(0)

  const fetchPage = useCallback(
    async (direction: FetchDirection) => {
      const current = store.get(stateAtom)
      dispatch({ type: 'fetchStarted', direction })
      try {
        const page = await fetchTimelinePage(client, source, {
          ...(direction === 'older' && current.olderCursor ? { maxId: current.olderCursor } : {}),
          ...(direction === 'newer' && current.newerCursor ? { sinceId: current.newerCursor } : {}),
        })
        const ids = ingestApiStatuses(store, account, page.items)
        dispatch({
          type: 'received',
          direction,
          ids,
          maxId: page.maxId ?? null,
          minId: page.minId ?? null,
          ...(userId === null ? {} : { userId }),
          now: Date.now(),
        })
      } catch (error) {
        const message = timelineErrorMessage(error)
        dispatch({ type: 'fetchFailed', direction, error: message })
        // Spec 1 section 8: a timeline fetch failure is a global error notice for 5 s.
        if (!isApiError(error) || error.kind !== 'aborted') {
          pushNotice(store, { level: 'error', message })
        }
      }
    },
    [store, stateAtom, dispatch, client, source, account, userId],
  )

  // First page when the column appears or what it shows changes.
  useEffect(() => {
    dispatch({ type: 'paramsChanged', paramsKey })
    if (store.get(stateAtom).shown.length === 0) void fetchPage('initial')
  }, [store, stateAtom, dispatch, fetchPage, paramsKey])

  // Newer items by polling; the stream manager takes over where a stream is open.
  useEffect(() => {
    const timer = setInterval(() => void fetchPage('newer'), kind.pollIntervalMs)
    return () => clearInterval(timer)
  }, [fetchPage, kind.pollIntervalMs])

  // What the column holds stays in the cache; leaving releases it (and empties bookmarks/lists).
  useEffect(() => {
    setHolder(store, account, `column:${columnId}`, { statuses: heldIds(state) })
  }, [store, account, columnId, state])
  useEffect(
    () => () => {
      releaseHolder(store, account, `column:${columnId}`)
      store.set(stateAtom, (current) => timelineReducer(current, { type: 'left' }))
    },
    [store, account, columnId, stateAtom],
  )

  const loadOlder = useCallback(() => {
    const now = Date.now()
    if (
      !canLoadOlder(store.get(stateAtom)) ||
      now - lastOlderFetch.current < OLDER_FETCH_THROTTLE_MS
    )
      return
    lastOlderFetch.current = now
    void fetchPage('older')
  }, [store, stateAtom, fetchPage])

  const showNew = useCallback(() => {
    const reload = store.get(stateAtom).flushMarker !== null
    dispatch({ type: 'showNew', now: Date.now() })
    if (reload) void fetchPage('initial')
  }, [store, stateAtom, dispatch, fetchPage])

  const setAtTop = useCallback(
    (atTop: boolean) =>
      dispatch({ type: 'viewChanged', view: { atTop }, ...(atTop ? {} : { paused: true }) }),
    [dispatch],
  )

  return { state, loadOlder, showNew, setAtTop, retry: () => void fetchPage('initial'), dispatch }
}

// A reports column at work while it is shown: its first page (of its state, narrowed to its
// account if it has one), older pages as the reader scrolls, and new reports as they come: the
// `pleroma:report` notification on the account's user stream (the socket the notifications
// share), and the staff's open reports polled every 60 s (src/state/reports.ts, the one poller:
// this list only reads what it found). What it shows is held in the cache under the column.

import { atom, type PrimitiveAtom, type Store } from 'jotai'
import { keyedAtoms } from '../../lib/keyed-atoms'
import { POLL_INTERVAL_MS } from '../constants'
import { compareIds } from '../ids'
import { getAccountCache, readEntity, type AccountKey } from '../entity-cache'
import { userMessageOf } from '../errors'
import { releaseHolder, setHolder } from '../holders'
import { loadReportPage, REPORT_PAGE_SIZE } from '../loaders/reports'
import { openReportsAtom } from '../reports'
import type { StreamManager } from '../stream-manager'
import {
  emptyReportList,
  passesReportFilter,
  reportListReducer,
  type ReportFilterState,
  type ReportListAction,
  type ReportListState,
} from './report-list'

export interface ReportFilter {
  state: ReportFilterState
  /** Only reports on this account (its id); the server cannot narrow by account, so the pages
   * are narrowed here. */
  accountId: string | undefined
}

const lists = keyedAtoms<string, PrimitiveAtom<ReportListState>>()

export function reportListAtom(store: Store, columnId: string): PrimitiveAtom<ReportListState> {
  return lists.get(store, columnId, () => atom(emptyReportList))
}

export function dispatchReportList(store: Store, columnId: string, action: ReportListAction) {
  const target = reportListAtom(store, columnId)
  store.set(target, reportListReducer(store.get(target), action))
}

export interface ReportColumnOptions {
  columnId: string
  filter: ReportFilter
  /** The column's live-updates setting: off, only the 60 s poll brings new reports. */
  streaming: boolean
  streams?: StreamManager
}

export interface ReportColumnRun {
  loadMore: () => void
  reload: () => void
  stop: () => void
}

export function mountReportColumn(
  store: Store,
  accountKey: AccountKey,
  options: ReportColumnOptions,
): ReportColumnRun {
  const { columnId, filter } = options
  const controller = new AbortController()
  const { signal } = controller
  // A function, so each await's check reads the signal afresh.
  const stopped = () => signal.aborted
  const cache = getAccountCache(store, accountKey)
  const target = reportListAtom(store, columnId)
  const holder = `column:${columnId}`
  store.set(target, emptyReportList)
  /** The newest report held when the list was loaded: only newer ones are arrivals. */
  let newest: string | null = null

  const passes = (id: string) => {
    const report = readEntity(cache, 'reports', id)
    return report !== undefined && passesReportFilter(report, filter)
  }

  const load = async (page: number) => {
    const state = store.get(target)
    if (state.loading || stopped()) return
    if (page > 1 && state.ended) return
    dispatchReportList(store, columnId, { type: 'loading' })
    try {
      const found = await loadReportPage(
        { store, accountKey, signal },
        { ...(filter.state === 'all' ? {} : { state: filter.state }), page },
      )
      if (stopped()) return
      const ids = found.ids.filter(passes)
      const ended = found.ids.length < REPORT_PAGE_SIZE || page * REPORT_PAGE_SIZE >= found.total
      if (page === 1) newest = found.ids[0] ?? newest
      dispatchReportList(store, columnId, { type: 'page', page, ids, ended })
    } catch (error) {
      if (!stopped()) {
        dispatchReportList(store, columnId, { type: 'failed', error: userMessageOf(error) })
      }
    }
  }

  /** New reports, newest first, from the stream or the poll. */
  const arrived = (ids: readonly string[]) => {
    if (store.get(target).page === 0) return
    const fresh = ids.filter((id) => (newest === null || compareIds(id, newest) > 0) && passes(id))
    if (fresh.length === 0) return
    const top = fresh.reduce((best, id) => (compareIds(id, best) > 0 ? id : best))
    if (newest === null || compareIds(top, newest) > 0) newest = top
    dispatchReportList(store, columnId, {
      type: 'arrived',
      ids: [...fresh].sort((a, b) => compareIds(b, a)),
    })
  }

  const hold = () => {
    setHolder(store, accountKey, holder, { reports: [...store.get(target).ids] })
  }
  const stops: (() => void)[] = [store.sub(target, hold)]
  const polled = openReportsAtom(store, accountKey)
  stops.push(
    store.sub(polled, () => {
      arrived(store.get(polled)?.ids ?? [])
    }),
  )
  if (options.streaming && options.streams) {
    const newestOpen = async () => {
      const found = await loadReportPage({ store, accountKey, signal }, { state: 'open', page: 1 })
      if (!signal.aborted) arrived(found.ids)
    }
    stops.push(
      options.streams.subscribe(
        accountKey,
        { stream: 'user' },
        {
          onUpdate: (update) => {
            if (update.type !== 'notification') return
            const notification = readEntity(cache, 'notifications', update.id)
            if (notification?.type === 'pleroma:report' && notification.report_id !== null) {
              arrived([notification.report_id])
            }
          },
          // Back from a break: the reports filed meanwhile.
          fillGap: newestOpen,
          // While the socket is down the staff's report poller (every 60 s) brings them.
          poll: () => Promise.resolve(),
          pollIntervalMs: POLL_INTERVAL_MS.reports,
        },
      ),
    )
  }
  void load(1)
  return {
    loadMore: () => void load(store.get(target).page + 1),
    reload: () => void load(1),
    stop: () => {
      controller.abort()
      for (const stop of stops) stop()
      releaseHolder(store, accountKey, holder)
      // The list's atom stays (one per column id, emptied): the screen reading it keeps its
      // subscription when the column is mounted again.
      store.set(target, emptyReportList)
    },
  }
}

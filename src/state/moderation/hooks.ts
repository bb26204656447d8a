// The moderation screens' hooks: a reports column at work while it is on screen, and the
// actions it offers (state changes, notes) bound to its account.
import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { AccountKey } from '../entity-cache'
import { streamsFor } from '../streams'
import {
  dispatchReportList,
  mountReportColumn,
  reportListAtom,
  type ReportColumnRun,
} from './report-column'
import type { ReportFilterState, ReportListState } from './report-list'

export type { ReportFilterState, ReportListState }
export { addNote, deleteNote, setReportStates } from './report-actions'

export interface ReportColumnView {
  list: ReportListState
  loadMore: () => void
  reload: () => void
  toggleSelected: (id: string) => void
  clearSelection: () => void
  read: (id: string) => void
  readAll: () => void
}

/** Run a reports column while mounted: its pages, live arrivals, and its selection. */
export function useReportColumn(options: {
  accountKey: AccountKey
  columnId: string
  state: ReportFilterState
  accountId: string | undefined
  streaming: boolean
}): ReportColumnView {
  const store = useStore()
  const { accountKey, columnId, state, accountId, streaming } = options
  const runRef = useRef<ReportColumnRun | null>(null)
  useEffect(() => {
    const run = mountReportColumn(store, accountKey, {
      columnId,
      filter: { state, accountId },
      streaming,
      streams: streamsFor(store),
    })
    runRef.current = run
    return () => {
      run.stop()
      runRef.current = null
    }
  }, [store, accountKey, columnId, state, accountId, streaming])
  const target = useMemo(() => reportListAtom(store, columnId), [store, columnId])
  const list = useAtomValue(target, { store })
  const send = useCallback(
    (action: Parameters<typeof dispatchReportList>[2]) => {
      dispatchReportList(store, columnId, action)
    },
    [store, columnId],
  )
  return useMemo(
    () => ({
      list,
      loadMore: () => runRef.current?.loadMore(),
      reload: () => runRef.current?.reload(),
      toggleSelected: (id: string) => {
        send({ type: 'toggleSelected', id })
      },
      clearSelection: () => {
        send({ type: 'clearSelection' })
      },
      read: (id: string) => {
        send({ type: 'read', id })
      },
      readAll: () => {
        send({ type: 'readAll' })
      },
    }),
    [list, send],
  )
}

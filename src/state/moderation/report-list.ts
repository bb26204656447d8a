// A reports column's list as pure rules: the reports it shows (newest first), the pages asked
// for so far, those that arrived live since the first page (its unread count), and the ones
// chosen for a bulk change. A report whose state changes while shown stays in place with its
// new state (a moderator who resolves one by mistake can reopen it where it is); the list is
// only narrowed again when it is loaded afresh.
import type { UserMessage } from '../../i18n/define-messages'
import type { ReportState } from '../../entities/report'

/** What a column shows: one state or every report. */
export type ReportFilterState = ReportState | 'all'

export interface ReportListState {
  ids: readonly string[]
  /** The last page loaded (1-based); 0 before the first. */
  page: number
  loading: boolean
  error: UserMessage | null
  /** The server has no more pages. */
  ended: boolean
  /** Reports that arrived (stream, polling) after the first page and were not read yet. */
  unread: readonly string[]
  selected: readonly string[]
}

export const emptyReportList: ReportListState = {
  ids: [],
  page: 0,
  loading: false,
  error: null,
  ended: false,
  unread: [],
  selected: [],
}

export type ReportListAction =
  | { type: 'loading' }
  | { type: 'failed'; error: UserMessage }
  /** A page came: `page` 1 replaces the list, later ones append what is new. */
  | { type: 'page'; page: number; ids: readonly string[]; ended: boolean }
  /** New reports (newest first) that belong in this list, from the stream or a poll. */
  | { type: 'arrived'; ids: readonly string[] }
  | { type: 'read'; id: string }
  | { type: 'readAll' }
  | { type: 'toggleSelected'; id: string }
  | { type: 'clearSelection' }
  | { type: 'removed'; id: string }

function without(list: readonly string[], id: string): readonly string[] {
  return list.includes(id) ? list.filter((held) => held !== id) : list
}

export function reportListReducer(
  state: ReportListState,
  action: ReportListAction,
): ReportListState {
  switch (action.type) {
    case 'loading':
      return state.loading ? state : { ...state, loading: true, error: null }
    case 'failed':
      return { ...state, loading: false, error: action.error }
    case 'page': {
      if (action.page <= 1) {
        const ids = [...new Set(action.ids)]
        const kept = new Set(ids)
        return {
          ...state,
          ids,
          page: 1,
          loading: false,
          error: null,
          ended: action.ended,
          unread: state.unread.filter((id) => kept.has(id)),
          selected: state.selected.filter((id) => kept.has(id)),
        }
      }
      const held = new Set(state.ids)
      const fresh = action.ids.filter((id) => !held.has(id))
      return {
        ...state,
        ids: fresh.length > 0 ? [...state.ids, ...new Set(fresh)] : state.ids,
        page: Math.max(state.page, action.page),
        loading: false,
        error: null,
        ended: action.ended,
      }
    }
    case 'arrived': {
      const held = new Set(state.ids)
      const fresh = [...new Set(action.ids)].filter((id) => !held.has(id))
      if (fresh.length === 0) return state
      return { ...state, ids: [...fresh, ...state.ids], unread: [...fresh, ...state.unread] }
    }
    case 'read': {
      const unread = without(state.unread, action.id)
      return unread === state.unread ? state : { ...state, unread }
    }
    case 'readAll':
      return state.unread.length === 0 ? state : { ...state, unread: [] }
    case 'toggleSelected':
      return {
        ...state,
        selected: state.selected.includes(action.id)
          ? without(state.selected, action.id)
          : [...state.selected, action.id],
      }
    case 'clearSelection':
      return state.selected.length === 0 ? state : { ...state, selected: [] }
    case 'removed':
      return {
        ...state,
        ids: without(state.ids, action.id),
        unread: without(state.unread, action.id),
        selected: without(state.selected, action.id),
      }
  }
}

/** Whether a report of this state, on this account, belongs in a list with these filters. */
export function passesReportFilter(
  report: { state: ReportState; account_id: string },
  filter: { state: ReportFilterState; accountId: string | undefined },
): boolean {
  if (filter.state !== 'all' && report.state !== filter.state) return false
  return filter.accountId === undefined || report.account_id === filter.accountId
}

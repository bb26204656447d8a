import { describe, expect, it } from 'vitest'
import { emptyReportList, passesReportFilter, reportListReducer } from './report-list'

describe('a reports column’s list', () => {
  it('replaces on the first page, appends later pages without repeats', () => {
    let state = reportListReducer(emptyReportList, { type: 'loading' })
    expect(state.loading).toBe(true)
    state = reportListReducer(state, { type: 'page', page: 1, ids: ['9', '8'], ended: false })
    state = reportListReducer(state, { type: 'page', page: 2, ids: ['8', '7'], ended: true })
    expect(state.ids).toEqual(['9', '8', '7'])
    expect(state).toMatchObject({ page: 2, ended: true, loading: false })
  })

  it('puts arrivals on top as unread; reading one or all clears them', () => {
    let state = reportListReducer(emptyReportList, {
      type: 'page',
      page: 1,
      ids: ['5'],
      ended: true,
    })
    state = reportListReducer(state, { type: 'arrived', ids: ['7', '6', '5'] })
    expect(state.ids).toEqual(['7', '6', '5'])
    expect(state.unread).toEqual(['7', '6'])
    state = reportListReducer(state, { type: 'read', id: '7' })
    expect(state.unread).toEqual(['6'])
    state = reportListReducer(state, { type: 'readAll' })
    expect(state.unread).toEqual([])
  })

  it('toggles the selection and drops it for reports a fresh first page no longer has', () => {
    let state = reportListReducer(emptyReportList, {
      type: 'page',
      page: 1,
      ids: ['3', '2'],
      ended: true,
    })
    state = reportListReducer(state, { type: 'toggleSelected', id: '3' })
    state = reportListReducer(state, { type: 'toggleSelected', id: '2' })
    state = reportListReducer(state, { type: 'toggleSelected', id: '3' })
    expect(state.selected).toEqual(['2'])
    state = reportListReducer(state, { type: 'page', page: 1, ids: ['3'], ended: true })
    expect(state.selected).toEqual([])
  })

  it('filters by state and by reported account', () => {
    const report = { state: 'open' as const, account_id: 'bob' }
    expect(passesReportFilter(report, { state: 'open', accountId: undefined })).toBe(true)
    expect(passesReportFilter(report, { state: 'all', accountId: 'bob' })).toBe(true)
    expect(passesReportFilter(report, { state: 'closed', accountId: undefined })).toBe(false)
    expect(passesReportFilter(report, { state: 'all', accountId: 'eve' })).toBe(false)
  })
})

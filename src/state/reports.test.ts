import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POLL_INTERVAL_MS } from './constants'
import { getAccountCache, readEntity } from './entity-cache'
import { mountReportPolling, openReportsAtom } from './reports'
import { createSessionClient } from './session'

const account = 'admin@local.example'
const person = (id: string) => ({ id, acct: `user${id}`, username: `user${id}` })
const report = (id: string) => ({
  id,
  state: 'open',
  content: 'spam',
  created_at: '2024-01-01T00:00:00.000Z',
  account: person('u1'),
  actor: person('u2'),
  statuses: [],
  notes: [],
})

function setup() {
  const store = createStore()
  const requests: string[] = []
  let open = [report('r2'), report('r1')]
  createSessionClient(store, account, {
    baseUrl: 'http://127.0.0.1:9',
    token: 't',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      const url = new URL(request.url)
      requests.push(`${url.pathname}${url.search}`)
      const body = JSON.stringify({ total: open.length, reports: open })
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
      )
    },
  })
  return {
    store,
    requests,
    resolve: () => {
      open = open.slice(1)
    },
  }
}

describe('report polling', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fetches the open reports at once and every 60 s into the cache', async () => {
    const { store, requests, resolve } = setup()
    const stop = mountReportPolling(store, account)
    await vi.waitFor(() => {
      expect(store.get(openReportsAtom(store, account))).toEqual({ ids: ['r2', 'r1'], total: 2 })
    })
    expect(requests).toEqual(['/api/v1/pleroma/admin/reports?state=open'])
    expect(readEntity(getAccountCache(store, account), 'reports', 'r2')?.content).toBe('spam')
    resolve()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS.reports)
    expect(store.get(openReportsAtom(store, account))).toEqual({ ids: ['r1'], total: 1 })
    stop()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS.reports * 3)
    expect(requests).toHaveLength(2)
  })
})

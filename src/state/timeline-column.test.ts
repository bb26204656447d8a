import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OLDER_FETCH_THROTTLE_MS } from './constants'
import { createSessionClient } from './session'
import type { TimelineFeed } from './feed-source'
import { mountTimelineColumn } from './timeline-column'

const account = 'alice@local.example'
const base = 'http://127.0.0.1:9'

/** A public timeline of ids 1..n served with Mastodon paging (max_id, since_id, min_id). */
function fakeServer(initial: number) {
  let newest = initial
  const requests: string[] = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    requests.push(url.search)
    const q = (name: string) => {
      const value = url.searchParams.get(name)
      return value === null ? undefined : Number(value)
    }
    const limit = q('limit') ?? 20
    const all = Array.from({ length: newest }, (_, i) => newest - i)
    let page: number[]
    const minId = q('min_id')
    if (minId !== undefined) {
      page = all.filter((id) => id > minId).slice(-limit)
    } else {
      page = all
        .filter((id) => id < (q('max_id') ?? Infinity) && id > (q('since_id') ?? 0))
        .slice(0, limit)
    }
    const statuses = page.map((id) => ({
      id: String(id),
      account: { id: 'u1', acct: 'user1', username: 'user1' },
      content: `<p>${id}</p>`,
      created_at: '2024-01-01T00:00:00.000Z',
    }))
    const headers = new Headers({ 'content-type': 'application/json' })
    const last = page.at(-1)
    const first = page[0]
    if (first !== undefined && last !== undefined) {
      const link = `${base}/api/v1/timelines/public`
      headers.set(
        'link',
        `<${link}?max_id=${last}>; rel="next", <${link}?min_id=${first}>; rel="prev"`,
      )
    }
    return Promise.resolve(new Response(JSON.stringify(statuses), { status: 200, headers }))
  }
  return {
    fetch,
    requests,
    post(count: number) {
      newest += count
    },
  }
}

const feed: TimelineFeed = {
  source: { kind: 'public' },
  pollIntervalMs: 3_600_000,
  order: 'newest-first',
  clearOnLeave: false,
  streaming: false,
}

function setup(initial: number, realClock = false) {
  const store = createStore()
  const server = fakeServer(initial)
  createSessionClient(store, account, { baseUrl: base, token: 't', fetch: server.fetch })
  let clock = 0
  const column = mountTimelineColumn({
    store,
    accountKey: account,
    columnId: `unit-${Math.random()}`,
    feed,
    now: realClock ? Date.now : () => clock,
  })
  return {
    column,
    server,
    tick: (ms: number) => {
      clock += ms
    },
  }
}

describe('timeline column runtime', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('throttles older fetches to one a second', async () => {
    const { column, server, tick } = setup(100)
    await column.loadInitial()
    tick(OLDER_FETCH_THROTTLE_MS)
    await column.loadOlder()
    await column.loadOlder()
    expect(column.state().shown).toHaveLength(40)
    tick(OLDER_FETCH_THROTTLE_MS)
    await column.loadOlder()
    expect(column.state().shown).toHaveLength(60)
    expect(server.requests).toHaveLength(3)
    column.dispose()
  })

  it('runs an older load asked for inside the window when the window ends, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { column, server } = setup(100, true)
    await column.loadInitial()
    await vi.advanceTimersByTimeAsync(OLDER_FETCH_THROTTLE_MS)
    await column.loadOlder()
    // A jump to the bottom inside the window: asked three times, dropped by none.
    await column.loadOlder()
    await column.loadOlder()
    await column.loadOlder()
    expect(column.state().shown).toHaveLength(40)
    await vi.advanceTimersByTimeAsync(OLDER_FETCH_THROTTLE_MS)
    await vi.waitFor(() => {
      expect(column.state().shown).toHaveLength(60)
    })
    await vi.advanceTimersByTimeAsync(OLDER_FETCH_THROTTLE_MS * 3)
    expect(server.requests).toHaveLength(3)
    column.dispose()
  })

  it('forgets a waiting older load when the column goes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { column, server } = setup(100, true)
    await column.loadInitial()
    await column.loadOlder()
    await column.loadOlder()
    column.dispose()
    await vi.advanceTimersByTimeAsync(OLDER_FETCH_THROTTLE_MS * 2)
    expect(server.requests).toHaveLength(2)
  })

  it('fills a gap by walking newer pages until caught up, without a flush', async () => {
    const { column, server } = setup(30)
    await column.loadInitial()
    server.post(45)
    await column.fillGap()
    const { queue, shown, flushMarker } = column.state()
    const all = [...queue, ...shown]
    expect(flushMarker).toBeNull()
    expect(new Set(all).size).toBe(all.length)
    expect(all.slice(0, 46)).toEqual(Array.from({ length: 46 }, (_, i) => String(75 - i)))
    expect(server.requests.filter((search) => search.includes('min_id'))).toHaveLength(3)
    column.dispose()
  })

  it('turns a full newer page into the reload marker', async () => {
    const { column, server } = setup(30)
    await column.loadInitial()
    server.post(25)
    await column.loadNewer()
    expect(column.state().flushMarker).not.toBeNull()
    await column.reload()
    expect(column.state().shown[0]).toBe('55')
    expect(column.state().flushMarker).toBeNull()
    column.dispose()
  })

  it('stops fetching once disposed', async () => {
    const { column, server } = setup(30)
    column.dispose()
    await column.loadInitial()
    expect(server.requests).toHaveLength(0)
  })
})

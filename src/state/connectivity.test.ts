import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { catchUpAfterOffline, instanceReachable } from './connectivity'
import type { TimelineFeed } from './feed-source'
import { createSessionClient } from './session'
import { mountTimelineColumn } from './timeline-column'

const account = 'alice@local.example'
const base = 'http://127.0.0.1:9'

const feed: TimelineFeed = {
  source: { kind: 'public' },
  pollIntervalMs: 3_600_000,
  order: 'newest-first',
  clearOnLeave: false,
  streaming: false,
}

const status = (id: number) => ({
  id: String(id),
  account: { id: 'u1', acct: 'user1', username: 'user1' },
  content: `<p>${String(id)}</p>`,
  created_at: '2024-01-01T00:00:00.000Z',
})

/** A network that is down until `online` is set; then a timeline of statuses 1..newest. */
function network() {
  const state = { online: false, newest: 3 }
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (!state.online) return Promise.reject(new TypeError('Failed to fetch'))
    const request = input instanceof Request ? input : new Request(input, init)
    const minId = Number(new URL(request.url).searchParams.get('min_id') ?? 0)
    const ids = Array.from({ length: state.newest }, (_, i) => state.newest - i).filter(
      (id) => id > minId,
    )
    return Promise.resolve(
      new Response(JSON.stringify(ids.map(status)), {
        headers: { 'content-type': 'application/json' },
      }),
    )
  }
  return { state, fetch }
}

function mount(store: ReturnType<typeof createStore>, fetch: typeof globalThis.fetch) {
  createSessionClient(store, account, {
    baseUrl: base,
    token: 't',
    fetch,
  })
  return mountTimelineColumn({
    store,
    accountKey: account,
    columnId: `offline-${Math.random()}`,
    feed,
  })
}

describe('catching up after the network came back', () => {
  it('loads a column that started without the network from its first page', async () => {
    const store = createStore()
    const net = network()
    const column = mount(store, net.fetch)
    await column.loadInitial()
    expect(column.state().error).not.toBeNull()
    expect(column.state().shown).toEqual([])
    net.state.online = true
    await catchUpAfterOffline(store)
    expect(column.state().shown).toEqual(['3', '2', '1'])
    expect(column.state().error).toBeNull()
    column.dispose()
  })

  it('fetches only what is newer than what a column holds', async () => {
    const store = createStore()
    const net = network()
    net.state.online = true
    const column = mount(store, net.fetch)
    await column.loadInitial()
    expect(column.state().shown).toEqual(['3', '2', '1'])
    net.state.online = false
    net.state.newest = 5
    await column.loadNewer()
    net.state.online = true
    await catchUpAfterOffline(store)
    const { shown, queue } = column.state()
    expect([...queue, ...shown].sort()).toEqual(['1', '2', '3', '4', '5'])
    column.dispose()
  })

  it('leaves a removed column alone', async () => {
    const store = createStore()
    const net = network()
    const column = mount(store, net.fetch)
    column.dispose()
    net.state.online = true
    await catchUpAfterOffline(store)
    expect(column.state().shown).toEqual([])
  })
})

describe('asking whether the instance answers', () => {
  const answering = (status: number) => () =>
    Promise.resolve(new Response('{"error":"down"}', { status }))

  it('says no when the network fails, yes for any answer of the instance', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await instanceReachable({ baseUrl: base, fetch: down })).toBe(false)
    expect(await instanceReachable({ baseUrl: base, fetch: answering(503) })).toBe(true)
    expect(await instanceReachable({ baseUrl: base, fetch: answering(200) })).toBe(true)
  })
})

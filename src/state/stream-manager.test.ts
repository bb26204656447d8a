import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/client'
import type { StreamEvent } from '../api/streaming/frames'
import { SocketState } from '../api/streaming/states'
import type { StreamStatus } from '../api/streaming/stream-socket'
import { getAccountCache, onCacheEvent, readEntity } from './entity-cache'
import { noticesAtom } from './notices'
import { expireSession, registerSession } from './session'
import {
  createStreamManager,
  type ManagedSocket,
  type StreamSubscriber,
  type StreamUpdate,
} from './stream-manager'

const account = 'alice@local.example'

class FakeSocket implements ManagedSocket {
  state: SocketState = SocketState.startingInitial
  started = 0
  stopped = 0
  readonly events = new Set<(event: StreamEvent) => void>()
  readonly statuses = new Set<(status: StreamStatus, state: SocketState) => void>()
  readonly losses = new Set<() => void>()
  constructor(readonly stream: string) {}
  onFrameLost(listener: () => void) {
    this.losses.add(listener)
    return () => this.losses.delete(listener)
  }
  lose() {
    for (const listener of this.losses) listener()
  }
  onEvent(listener: (event: StreamEvent) => void) {
    this.events.add(listener)
    return () => this.events.delete(listener)
  }
  onStatus(listener: (status: StreamStatus, state: SocketState) => void) {
    this.statuses.add(listener)
    return () => this.statuses.delete(listener)
  }
  start() {
    this.started++
  }
  stop() {
    this.stopped++
  }
  emit(event: StreamEvent) {
    for (const listener of this.events) listener(event)
  }
  status(status: StreamStatus, state: SocketState) {
    this.state = state
    for (const listener of this.statuses) listener(status, state)
  }
}

function setup() {
  const store = createStore()
  registerSession(store, account, createApiClient({ baseUrl: 'http://127.0.0.1:9', token: 't' }))
  const sockets: FakeSocket[] = []
  const manager = createStreamManager(store, (_client, spec) => {
    const socket = new FakeSocket(spec.stream)
    sockets.push(socket)
    return socket
  })
  return { store, manager, sockets }
}

function subscriber(pollIntervalMs = 20_000) {
  const updates: StreamUpdate[] = []
  const calls = { gap: 0, poll: 0 }
  const sub: StreamSubscriber = {
    onUpdate: (update) => updates.push(update),
    fillGap: () => {
      calls.gap++
      return Promise.resolve()
    },
    poll: () => {
      calls.poll++
      return Promise.resolve()
    },
    pollIntervalMs,
  }
  return { sub, updates, calls }
}

const apiStatus = (id: string, content = 'hi') => ({
  id,
  account: { id: 'u1', acct: 'user1', username: 'user1' },
  content,
  created_at: '2024-01-01T00:00:00.000Z',
})

describe('stream manager', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shares one socket per stream and closes it when the last subscriber leaves', () => {
    const { manager, sockets } = setup()
    const a = manager.subscribe(account, { stream: 'user' }, subscriber().sub)
    const b = manager.subscribe(account, { stream: 'user' }, subscriber().sub)
    const c = manager.subscribe(
      account,
      { stream: 'hashtag', params: { tag: 'cats' } },
      subscriber().sub,
    )
    expect(sockets.map((s) => s.stream)).toEqual(['user', 'hashtag'])
    expect(manager.size).toBe(2)
    a()
    expect(sockets[0]?.stopped).toBe(0)
    b()
    expect(sockets[0]?.stopped).toBe(1)
    c()
    expect(manager.size).toBe(0)
  })

  it('takes a post that several streams deliver from the cache after the first copy', () => {
    const { store, manager, sockets } = setup()
    const local = subscriber()
    const federated = subscriber()
    manager.subscribe(account, { stream: 'public:local' }, local.sub)
    manager.subscribe(account, { stream: 'public' }, federated.sub)
    sockets[0]?.emit({ event: 'update', payload: apiStatus('AB2') } as StreamEvent)
    const cache = getAccountCache(store, account)
    const first = readEntity(cache, 'statuses', 'AB2')
    // A later copy differing in what a re-delivery would not carry is not normalised again.
    sockets[1]?.emit({ event: 'update', payload: apiStatus('AB2', 'other') } as StreamEvent)
    expect(readEntity(cache, 'statuses', 'AB2')).toBe(first)
    expect(federated.updates).toEqual([{ type: 'status', id: 'AB2' }])
    // An edited copy is ingested.
    const edited = { ...apiStatus('AB2', 'edited'), edited_at: '2024-01-02T00:00:00.000Z' }
    sockets[1]?.emit({ event: 'update', payload: edited } as StreamEvent)
    expect(readEntity(cache, 'statuses', 'AB2')?.raw_html).toBe('edited')
  })

  it('ingests an event once and hands it to every subscriber', () => {
    const { store, manager, sockets } = setup()
    const first = subscriber()
    const second = subscriber()
    manager.subscribe(account, { stream: 'user' }, first.sub)
    manager.subscribe(account, { stream: 'user' }, second.sub)
    sockets[0]?.emit({ event: 'update', payload: apiStatus('AB1') } as StreamEvent)
    expect(first.updates).toEqual([{ type: 'status', id: 'AB1' }])
    expect(second.updates).toEqual([{ type: 'status', id: 'AB1' }])
    const cache = getAccountCache(store, account)
    expect(readEntity(cache, 'statuses', 'AB1')?.raw_html).toBe('hi')
    sockets[0]?.emit({ event: 'status.update', payload: apiStatus('AB1', 'edited') } as StreamEvent)
    expect(readEntity(cache, 'statuses', 'AB1')?.raw_html).toBe('edited')
    sockets[0]?.emit({ event: 'delete', payload: 'AB1' })
    expect(readEntity(cache, 'statuses', 'AB1')?.deleted).toBe(true)
    expect(first.updates.map((u) => u.type)).toEqual(['status', 'statusEdited', 'deleted'])
  })

  it('polls while broken, then stops, fills the gap and says so on reconnect', async () => {
    const { store, manager, sockets } = setup()
    const { sub, calls } = subscriber(20_000)
    manager.subscribe(account, { stream: 'user' }, sub)
    const socket = sockets[0]!
    socket.status({ type: 'open', reconnected: false, wasBroken: false }, SocketState.joined)
    socket.status({ type: 'broken', code: 1006, first: true, retryInMs: 1000 }, SocketState.error)
    socket.status({ type: 'broken', code: 1006, first: false, retryInMs: 3000 }, SocketState.error)
    const broke = store.get(noticesAtom)
    expect(broke).toHaveLength(1)
    expect(broke[0]?.message).toMatchObject({
      descriptor: { id: 'timeline.socket_broke' },
      values: { code: 1006 },
    })
    await vi.advanceTimersByTimeAsync(40_000)
    expect(calls.poll).toBe(2)
    socket.status({ type: 'open', reconnected: true, wasBroken: true }, SocketState.joined)
    expect(calls.gap).toBe(1)
    expect(store.get(noticesAtom).map((n) => n.message.descriptor.id)).toEqual([
      'timeline.socket_reconnected',
    ])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.poll).toBe(2)
  })

  it('catches up after lost frames: at once, then at most once a second', async () => {
    const { manager, sockets } = setup()
    const column = subscriber()
    const marks: number[] = []
    const caughtUp: number[] = []
    manager.subscribe(
      account,
      { stream: 'user' },
      {
        ...column.sub,
        frameLost: () => marks.push(Date.now()),
        catchUp: () => {
          caughtUp.push(Date.now())
          return Promise.resolve()
        },
      },
    )
    // A subscriber without its own catch-up fills the gap instead.
    const plain = subscriber()
    manager.subscribe(account, { stream: 'user' }, plain.sub)
    const socket = sockets[0]
    socket?.status({ type: 'open', reconnected: false, wasBroken: false }, SocketState.joined)
    socket?.lose()
    expect(caughtUp).toHaveLength(1)
    expect(plain.calls.gap).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    socket?.lose()
    socket?.lose()
    socket?.lose()
    expect(marks).toHaveLength(4)
    expect(caughtUp).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(800)
    expect(caughtUp).toHaveLength(2)
    expect(plain.calls.gap).toBe(2)
    await vi.advanceTimersByTimeAsync(5000)
    expect(caughtUp).toHaveLength(2)
  })

  it('leaves lost frames to polling while broken, and forgets them when the stream closes', async () => {
    const { manager, sockets } = setup()
    const column = subscriber()
    const leave = manager.subscribe(account, { stream: 'user' }, column.sub)
    const socket = sockets[0]
    socket?.status({ type: 'broken', code: 1006, first: true, retryInMs: 1000 }, SocketState.error)
    socket?.lose()
    expect(column.calls.gap).toBe(0)
    socket?.status({ type: 'open', reconnected: true, wasBroken: true }, SocketState.joined)
    expect(column.calls.gap).toBe(1)
    socket?.lose()
    socket?.lose()
    leave()
    await vi.advanceTimersByTimeAsync(2000)
    expect(column.calls.gap).toBe(2)
  })

  it('counts a reply it never held on its parent, once, and tells the threads', () => {
    const { store, manager, sockets } = setup()
    manager.subscribe(account, { stream: 'user' }, subscriber().sub)
    const cache = getAccountCache(store, account)
    const replied: string[] = []
    onCacheEvent(cache, (event) => {
      if (event.type === 'replied') replied.push(`${event.id}>${event.parentId}`)
    })
    sockets[0]?.emit({ event: 'update', payload: apiStatus('P1') } as StreamEvent)
    const answer = { ...apiStatus('R1', 'yes'), in_reply_to_id: 'P1' }
    sockets[0]?.emit({ event: 'update', payload: answer } as StreamEvent)
    sockets[0]?.emit({ event: 'update', payload: answer } as StreamEvent)
    expect(readEntity(cache, 'statuses', 'P1')?.replies_count).toBe(1)
    expect(replied).toEqual(['R1>P1'])
    // A repeat of a reply is not a new reply.
    const repeat = { ...apiStatus('B1'), reblog: { ...apiStatus('R2'), in_reply_to_id: 'P1' } }
    sockets[0]?.emit({ event: 'update', payload: repeat } as StreamEvent)
    expect(readEntity(cache, 'statuses', 'P1')?.replies_count).toBe(1)
  })

  it('closes the sockets of an account whose session expired', () => {
    const { store, manager, sockets } = setup()
    manager.subscribe(account, { stream: 'user' }, subscriber().sub)
    expireSession(store, account)
    expect(sockets[0]?.stopped).toBe(1)
    expect(manager.size).toBe(0)
  })

  it('opens nothing for an account without a session', () => {
    const { manager, sockets } = setup()
    manager.subscribe('nobody@nowhere', { stream: 'user' }, subscriber().sub)
    expect(sockets).toHaveLength(0)
  })
})

import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/client'
import { SocketState } from '../api/streaming/states'
import type { StreamStatus } from '../api/streaming/stream-socket'
import { registerSession } from './session'
import { createStreamManager, type ManagedSocket } from './stream-manager'
import { pollBesideStream } from './stream-polling'

const account = 'alice@local.example'

class FakeSocket implements ManagedSocket {
  state: SocketState = SocketState.startingInitial
  readonly statuses = new Set<(status: StreamStatus, state: SocketState) => void>()
  onEvent() {
    return () => undefined
  }
  onStatus(listener: (status: StreamStatus, state: SocketState) => void) {
    this.statuses.add(listener)
    return () => this.statuses.delete(listener)
  }
  start() {}
  stop() {}
  status(status: StreamStatus, state: SocketState) {
    this.state = state
    for (const listener of this.statuses) listener(status, state)
  }
}

function setup() {
  const store = createStore()
  registerSession(store, account, createApiClient({ baseUrl: 'http://127.0.0.1:9', token: 't' }))
  const sockets: FakeSocket[] = []
  const streams = createStreamManager(store, () => {
    const socket = new FakeSocket()
    sockets.push(socket)
    return socket
  })
  const round = vi.fn(() => Promise.resolve())
  return { store, streams, sockets, round }
}

describe('polling beside a stream', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('polls slowly while the socket is up, fast while it is down, and once when it is back', async () => {
    const { store, streams, sockets, round } = setup()
    const stop = pollBesideStream({
      store,
      accountKey: account,
      stream: { stream: 'user' },
      streams,
      round,
      liveIntervalMs: 300_000,
      downIntervalMs: 60_000,
    })
    expect(round).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(299_000)
    expect(round).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(round).toHaveBeenCalledTimes(2)

    const socket = sockets[0]
    socket?.status({ type: 'broken', code: 1006, first: true, retryInMs: 1000 }, SocketState.error)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(round).toHaveBeenCalledTimes(4)
    socket?.status({ type: 'open', reconnected: true, wasBroken: true }, SocketState.joined)
    expect(round).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(round).toHaveBeenCalledTimes(5)

    stop()
    expect(streams.size).toBe(0)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(round).toHaveBeenCalledTimes(5)
  })

  it('polls at the fast pace without a stream', async () => {
    const { store, round } = setup()
    const stop = pollBesideStream({
      store,
      accountKey: account,
      stream: { stream: 'user' },
      round,
      liveIntervalMs: 300_000,
      downIntervalMs: 60_000,
    })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(round).toHaveBeenCalledTimes(3)
    stop()
  })
})

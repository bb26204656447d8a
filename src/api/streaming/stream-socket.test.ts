import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SocketState } from './states'
import { type StreamStatus, StreamSocket, type WebSocketLike } from './stream-socket'

type Listener = (event: { code: number } & { data: unknown }) => void

/** A socket the test drives by hand. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = []
  readyState = 0
  sent: string[] = []
  closedWith: number | undefined
  readonly listeners = new Map<string, Listener[]>()

  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }

  send(data: string): void {
    this.sent.push(data)
  }

  close(code?: number): void {
    this.closedWith = code
    this.readyState = 3
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  emit(type: string, event: { code?: number; data?: unknown } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ code: event.code ?? 0, data: event.data })
    }
  }

  open(): void {
    this.readyState = 1
    this.emit('open')
  }

  drop(code: number): void {
    this.readyState = 3
    this.emit('close', { code })
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.all.at(-1)
    if (!socket) throw new Error('no socket yet')
    return socket
  }
}

const logger = { warn: vi.fn(), debug: vi.fn() }

function makeSocket() {
  const socket = new StreamSocket({
    baseUrl: 'https://akkoma.example',
    token: 'tok',
    stream: 'user',
    WebSocket: FakeSocket,
    logger,
  })
  const statuses: StreamStatus[] = []
  const states: number[] = []
  socket.onStatus((status, state) => {
    statuses.push(status)
    states.push(state)
  })
  const events: unknown[] = []
  socket.onEvent((event) => events.push(event))
  return { socket, statuses, states, events }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.all = []
  logger.warn.mockClear()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('StreamSocket', () => {
  it('connects to the streaming URL and joins', () => {
    const { socket, statuses } = makeSocket()
    expect(socket.state).toBe(SocketState.startingInitial)
    socket.start()
    expect(FakeSocket.latest().url).toBe(
      'wss://akkoma.example/api/v1/streaming?access_token=tok&stream=user',
    )
    expect(socket.state).toBe(SocketState.startingInitial)
    FakeSocket.latest().open()
    expect(socket.state).toBe(SocketState.joined)
    expect(statuses).toEqual([{ type: 'open', reconnected: false, wasBroken: false }])
  })

  it('pings every 30 s while open', () => {
    const { socket } = makeSocket()
    socket.start()
    FakeSocket.latest().open()
    vi.advanceTimersByTime(29_999)
    expect(FakeSocket.latest().sent).toEqual([])
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(30_000)
    expect(FakeSocket.latest().sent).toEqual(['ping', 'ping'])
  })

  it('passes events on, ignores malformed frames and stays up', () => {
    const { socket, events } = makeSocket()
    socket.start()
    const ws = FakeSocket.latest()
    ws.open()
    ws.emit('message', { data: '{garbage' })
    ws.emit('message', { data: '{"event":"mystery","payload":"{}"}' })
    ws.emit('message', { data: '{"event":"delete","payload":"42"}' })
    expect(events).toEqual([{ event: 'delete', payload: '42' }])
    expect(logger.warn).toHaveBeenCalledTimes(2)
    expect(socket.state).toBe(SocketState.joined)
    expect(ws.closedWith).toBeUndefined()
  })

  it('says when a frame that carried something could not be read', () => {
    const { socket } = makeSocket()
    const lost = vi.fn()
    socket.onFrameLost(lost)
    socket.start()
    const ws = FakeSocket.latest()
    ws.open()
    ws.emit('message', { data: '{"stream":["user"],"event":"update","payload":"{\\"id\\":' })
    ws.emit('message', { data: '{"event":"mystery","payload":"{}"}' })
    ws.emit('message', { data: '{"event":"delete","payload":"42"}' })
    expect(lost).toHaveBeenCalledTimes(1)
    expect(socket.state).toBe(SocketState.joined)
  })

  it('keeps delivering when one listener throws', () => {
    const { socket, events } = makeSocket()
    socket.onEvent(() => {
      throw new Error('bad subscriber')
    })
    socket.start()
    FakeSocket.latest().open()
    FakeSocket.latest().emit('message', { data: '{"event":"delete","payload":"1"}' })
    FakeSocket.latest().emit('message', { data: '{"event":"delete","payload":"2"}' })
    expect(events).toHaveLength(2)
  })

  it('retries after an abnormal close with 1 s then 3 s, reporting broken once', () => {
    const { socket, statuses } = makeSocket()
    socket.start()
    FakeSocket.latest().open()
    FakeSocket.latest().drop(1006)
    expect(socket.state).toBe(SocketState.error)
    expect(statuses.at(-1)).toEqual({ type: 'broken', code: 1006, first: true, retryInMs: 1000 })
    vi.advanceTimersByTime(999)
    expect(FakeSocket.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(2)
    FakeSocket.latest().drop(1006)
    expect(statuses.at(-1)).toEqual({ type: 'broken', code: 1006, first: false, retryInMs: 3000 })
    vi.advanceTimersByTime(2999)
    expect(FakeSocket.all).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(3)
    FakeSocket.latest().open()
    expect(statuses.at(-1)).toEqual({ type: 'open', reconnected: true, wasBroken: true })
    expect(socket.state).toBe(SocketState.joined)
  })

  it('resets the backoff after a successful reconnect', () => {
    const { socket, statuses } = makeSocket()
    socket.start()
    FakeSocket.latest().drop(1006)
    vi.advanceTimersByTime(1000)
    FakeSocket.latest().open()
    FakeSocket.latest().drop(1011)
    expect(statuses.at(-1)).toMatchObject({ type: 'broken', first: true, retryInMs: 1000 })
  })

  it.each([1000, 1001])('does not retry after the server closes with %i', (code) => {
    const { socket, statuses } = makeSocket()
    socket.start()
    FakeSocket.latest().open()
    FakeSocket.latest().drop(code)
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.all).toHaveLength(1)
    expect(socket.state).toBe(SocketState.closed)
    expect(statuses.at(-1)).toEqual({ type: 'closed', code })
  })

  it('closes with 1000 on stop, stops pinging and never reconnects', () => {
    const { socket, states } = makeSocket()
    socket.start()
    const ws = FakeSocket.latest()
    ws.open()
    socket.stop()
    expect(ws.closedWith).toBe(1000)
    expect(socket.state).toBe(SocketState.disabled)
    ws.drop(1006)
    vi.advanceTimersByTime(120_000)
    expect(ws.sent).toEqual([])
    expect(FakeSocket.all).toHaveLength(1)
    expect(states.at(-1)).toBe(SocketState.disabled)
  })

  it('stop during a pending retry cancels it', () => {
    const { socket } = makeSocket()
    socket.start()
    FakeSocket.latest().drop(1006)
    socket.stop()
    vi.advanceTimersByTime(10_000)
    expect(FakeSocket.all).toHaveLength(1)
  })

  it('starts as "starting" (not initial) when started again', () => {
    const { socket, statuses } = makeSocket()
    socket.start()
    FakeSocket.latest().open()
    socket.stop()
    socket.start()
    expect(socket.state).toBe(SocketState.starting)
    FakeSocket.latest().open()
    expect(statuses.at(-1)).toEqual({ type: 'open', reconnected: true, wasBroken: true })
  })

  it('survives a constructor that throws by retrying', () => {
    let calls = 0
    class Exploding extends FakeSocket {
      constructor(url: string) {
        calls += 1
        if (calls === 1) throw new SyntaxError('bad url')
        super(url)
      }
    }
    const socket = new StreamSocket({
      baseUrl: 'https://a.example',
      stream: 'public',
      WebSocket: Exploding,
      logger,
    })
    socket.start()
    expect(socket.state).toBe(SocketState.error)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.all).toHaveLength(1)
  })
})

describe('StreamSocket with injected timers', () => {
  it('schedules pings and retries only through the timers it was given', () => {
    vi.useRealTimers()
    const scheduled: { kind: string; ms: number; run: () => void }[] = []
    const handle = (kind: string) => (run: () => void, ms: number) => {
      scheduled.push({ kind, ms, run })
      return setTimeout(() => undefined, 0)
    }
    const socket = new StreamSocket({
      baseUrl: 'http://127.0.0.1:4000',
      stream: 'public',
      WebSocket: FakeSocket,
      logger,
      timers: {
        setTimeout: handle('timeout'),
        setInterval: handle('interval'),
        clearTimeout: () => undefined,
        clearInterval: () => undefined,
      },
    })
    socket.start()
    FakeSocket.latest().open()
    expect(scheduled.map(({ kind, ms }) => [kind, ms])).toEqual([['interval', 30_000]])
    scheduled[0]?.run()
    expect(FakeSocket.latest().sent).toEqual(['ping'])
    FakeSocket.latest().drop(1006)
    expect(scheduled.at(-1)).toMatchObject({ kind: 'timeout', ms: 1000 })
    scheduled.at(-1)?.run()
    expect(FakeSocket.all).toHaveLength(2)
    socket.stop()
  })
})

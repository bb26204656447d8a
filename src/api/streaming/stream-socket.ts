import { parseFrame, type StreamEvent } from './frames'
import {
  initialRetryMultiplier,
  isFinalCloseCode,
  nextRetryMultiplier,
  normalClosure,
  pingIntervalMs,
  retryDelayMs,
  SocketState,
} from './states'
import { type StreamParams, streamingUrl } from './url'

/** The part of the WebSocket interface the client uses; the browser's and Node's both fit. */
export interface WebSocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'error', listener: () => void): void
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
}

export type WebSocketConstructor = new (url: string) => WebSocketLike

type TimerHandle = ReturnType<typeof setTimeout>

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
  setInterval(callback: () => void, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
}

export interface StreamLogger {
  warn(message: string, ...details: unknown[]): void
  debug(message: string, ...details: unknown[]): void
}

export interface StreamSocketOptions {
  baseUrl: string
  token?: string
  /** `user`, `public:local`, `hashtag`, `list`, ... */
  stream: string
  params?: StreamParams
  WebSocket?: WebSocketConstructor
  timers?: Timers
  logger?: StreamLogger
  pingIntervalMs?: number
}

/**
 * What the state layer reacts to:
 * - `open`: joined. `reconnected` (not the first join) shows timeline.socket_reconnected;
 *   `wasBroken` means polling ran meanwhile: stop it and fill the gap over REST.
 * - `broken`: closed abnormally; a retry comes in `retryInMs`. `first` is the change from a
 *   healthy socket: start polling and show timeline.socket_broke with `code` then, not on
 *   every failed retry.
 * - `closed`: the server ended it with 1000/1001; no retry.
 * - `disabled`: stopped by the client.
 */
export type StreamStatus =
  | { type: 'open'; reconnected: boolean; wasBroken: boolean }
  | { type: 'broken'; code: number; first: boolean; retryInMs: number }
  | { type: 'closed'; code: number }
  | { type: 'disabled' }

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle),
}

const openState = 1
const abnormalClosure = 1006

/** One live stream of one account. No React, no atoms: the state layer owns sharing. */
export class StreamSocket {
  readonly stream: string
  readonly params: StreamParams
  #state: SocketState = SocketState.startingInitial
  #socket: WebSocketLike | undefined
  #retryMultiplier: number = initialRetryMultiplier
  #retryTimer: TimerHandle | undefined
  #pingTimer: TimerHandle | undefined
  #started = false
  #everStarted = false
  // Set while the stream may have missed events (a broken or stopped socket): the next open
  // tells the state layer to stop polling and fetch the gap.
  #gap = false
  readonly #options: StreamSocketOptions
  readonly #timers: Timers
  readonly #logger: StreamLogger
  readonly #eventListeners = new Set<(event: StreamEvent) => void>()
  readonly #statusListeners = new Set<(status: StreamStatus, state: SocketState) => void>()
  readonly #lossListeners = new Set<() => void>()

  constructor(options: StreamSocketOptions) {
    this.#options = options
    this.stream = options.stream
    this.params = options.params ?? {}
    this.#timers = options.timers ?? defaultTimers
    this.#logger = options.logger ?? console
  }

  get state(): SocketState {
    return this.#state
  }

  onEvent(listener: (event: StreamEvent) => void): () => void {
    this.#eventListeners.add(listener)
    return () => this.#eventListeners.delete(listener)
  }

  onStatus(listener: (status: StreamStatus, state: SocketState) => void): () => void {
    this.#statusListeners.add(listener)
    return () => this.#statusListeners.delete(listener)
  }

  /** A frame came that could not be read: what it carried is missing (see `parseFrame`). */
  onFrameLost(listener: () => void): () => void {
    this.#lossListeners.add(listener)
    return () => this.#lossListeners.delete(listener)
  }

  /** Opens the socket; a no-op while it is open, connecting or waiting to retry. */
  start(): void {
    if (this.#started) return
    this.#state = this.#everStarted ? SocketState.starting : SocketState.startingInitial
    this.#everStarted = true
    this.#started = true
    this.#connect()
  }

  /** Closes with 1000 and never comes back until `start` is called again. */
  stop(): void {
    if (!this.#started) return
    this.#started = false
    this.#clearTimers()
    const socket = this.#socket
    this.#socket = undefined
    socket?.close(normalClosure, 'Shutting down socket')
    this.#gap = true
    this.#setState(SocketState.disabled, { type: 'disabled' })
  }

  #connect(): void {
    const url = streamingUrl(this.#options.baseUrl, this.stream, this.#options.token, this.params)
    const Socket = this.#options.WebSocket ?? globalThis.WebSocket
    let socket: WebSocketLike
    try {
      socket = new Socket(url)
    } catch (error) {
      this.#logger.warn(`Stream ${this.stream}: could not open the socket`, error)
      this.#onClose(abnormalClosure)
      return
    }
    this.#socket = socket
    // Listeners check that they still belong to the current socket: a stopped or replaced
    // socket may still deliver a late event.
    socket.addEventListener('open', () => {
      if (this.#socket === socket) this.#onOpen()
    })
    socket.addEventListener('message', (event) => {
      if (this.#socket === socket) this.#onMessage(event.data)
    })
    socket.addEventListener('error', () => {
      if (this.#socket === socket) this.#logger.debug(`Stream ${this.stream}: socket error`)
    })
    socket.addEventListener('close', (event) => {
      if (this.#socket !== socket) return
      this.#socket = undefined
      this.#onClose(event.code)
    })
  }

  #onOpen(): void {
    const previous = this.#state
    const wasBroken = this.#gap
    this.#gap = false
    this.#retryMultiplier = initialRetryMultiplier
    this.#pingTimer = this.#timers.setInterval(() => {
      if (this.#socket?.readyState === openState) this.#socket.send('ping')
    }, this.#options.pingIntervalMs ?? pingIntervalMs)
    this.#setState(SocketState.joined, {
      type: 'open',
      reconnected: previous !== SocketState.startingInitial,
      wasBroken,
    })
  }

  #onMessage(data: unknown): void {
    const result = parseFrame(data)
    if (result.kind === 'pong') return
    if (result.kind === 'ignored') {
      this.#logger.warn(`Stream ${this.stream}: ignored a frame (${result.reason})`)
      if (result.lost) this.#tell(this.#lossListeners, 'a frame-loss listener failed')
      return
    }
    for (const listener of this.#eventListeners) {
      try {
        listener(result.event)
      } catch (error) {
        // One failing subscriber must not take the socket or the other subscribers down.
        this.#logger.warn(`Stream ${this.stream}: a listener failed`, error)
      }
    }
  }

  #tell(listeners: ReadonlySet<() => void>, failure: string): void {
    for (const listener of listeners) {
      try {
        listener()
      } catch (error) {
        this.#logger.warn(`Stream ${this.stream}: ${failure}`, error)
      }
    }
  }

  #onClose(code: number): void {
    this.#clearTimers()
    if (isFinalCloseCode(code)) {
      this.#logger.debug(`Stream ${this.stream}: closed with ${code}, not restarting`)
      this.#started = false
      this.#setState(SocketState.closed, { type: 'closed', code })
      return
    }
    this.#gap = true
    const retryInMs = retryDelayMs(this.#retryMultiplier)
    this.#logger.warn(
      `Stream ${this.stream}: disconnected with ${code}, retrying in ${retryInMs} ms`,
    )
    this.#retryMultiplier = nextRetryMultiplier(this.#retryMultiplier)
    this.#retryTimer = this.#timers.setTimeout(() => {
      this.#retryTimer = undefined
      if (this.#started) this.#connect()
    }, retryInMs)
    const first = this.#state !== SocketState.error
    this.#setState(SocketState.error, { type: 'broken', code, first, retryInMs })
  }

  #clearTimers(): void {
    if (this.#pingTimer !== undefined) this.#timers.clearInterval(this.#pingTimer)
    if (this.#retryTimer !== undefined) this.#timers.clearTimeout(this.#retryTimer)
    this.#pingTimer = undefined
    this.#retryTimer = undefined
  }

  #setState(state: SocketState, status: StreamStatus): void {
    this.#state = state
    for (const listener of this.#statusListeners) {
      try {
        listener(status, state)
      } catch (error) {
        this.#logger.warn(`Stream ${this.stream}: a status listener failed`, error)
      }
    }
  }
}

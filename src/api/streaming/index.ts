export { parseFrame, type FrameResult, type StreamEvent, type StreamEventName } from './frames'
export {
  fallbackPollingMs,
  isFinalCloseCode,
  nextRetryMultiplier,
  pingIntervalMs,
  retryDelayMs,
  SocketState,
} from './states'
export {
  StreamSocket,
  type StreamLogger,
  type StreamSocketOptions,
  type StreamStatus,
  type Timers,
  type WebSocketConstructor,
  type WebSocketLike,
} from './stream-socket'
export { streamingUrl, type StreamParams } from './url'

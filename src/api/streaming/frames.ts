import type { ApiAnnouncement, ApiStreamEvent } from '../wire'

/** Every event the socket passes on: Akkoma's, plus Mastodon's announcement events. */
export type StreamEvent =
  | ApiStreamEvent
  | { event: 'announcement'; stream?: string[]; payload: ApiAnnouncement }
  | { event: 'announcement.delete'; stream?: string[]; payload: string }

export type FrameResult =
  | { kind: 'event'; event: StreamEvent }
  | { kind: 'pong' }
  /**
   * Logged and dropped; the socket stays up. `lost`: the frame was meant to carry something
   * (it is broken JSON, or a known event with a broken payload), so whatever it carried is
   * missing and must be fetched; an unknown event or a server's error body is not.
   */
  | { kind: 'ignored'; reason: string; lost?: true }

type Payload = Record<string, unknown>

function isRecord(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const hasId = (value: Payload) => typeof value.id === 'string' || typeof value.id === 'number'

// What each JSON-payload event must look like before anyone downstream sees it.
const payloadChecks: Record<string, (value: Payload) => boolean> = {
  update: hasId,
  'status.update': hasId,
  notification: (value) => hasId(value) && typeof value.type === 'string',
  conversation: hasId,
  announcement: hasId,
  'pleroma:follow_relationships_update': (value) =>
    isRecord(value.follower) && isRecord(value.following),
  'pleroma:chat_update': (value) => hasId(value) && isRecord(value.account),
}

// Events whose payload is a bare id.
const idEvents = new Set(['delete', 'announcement.delete'])

/**
 * One text frame of the Mastodon framing: `{"stream": [...], "event": "...", "payload": "..."}`
 * with a double-encoded JSON payload, a bare id for deletions and no payload for
 * filters_changed. Anything else (non-JSON, unknown event, a payload of the wrong shape) is
 * reported as ignored rather than thrown.
 */
export function parseFrame(data: unknown): FrameResult {
  if (typeof data !== 'string') return { kind: 'ignored', reason: 'non-text frame' }
  if (data === 'pong' || data === 'PONG') return { kind: 'pong' }
  let frame: unknown
  try {
    frame = JSON.parse(data)
  } catch {
    return { kind: 'ignored', reason: 'frame is not JSON', lost: true }
  }
  if (!isRecord(frame) || typeof frame.event !== 'string') {
    return { kind: 'ignored', reason: 'frame has no event' }
  }
  const { event } = frame
  const stream = Array.isArray(frame.stream)
    ? frame.stream.filter((part): part is string => typeof part === 'string')
    : undefined
  const base = stream ? { stream } : {}
  if (event === 'filters_changed') return { kind: 'event', event: { event, ...base } }
  if (idEvents.has(event)) {
    const id = typeof frame.payload === 'number' ? String(frame.payload) : frame.payload
    if (typeof id !== 'string' || id.length === 0) {
      return { kind: 'ignored', reason: `${event} without an id`, lost: true }
    }
    return { kind: 'event', event: { event, payload: id, ...base } as StreamEvent }
  }
  const check = payloadChecks[event]
  if (!check) return { kind: 'ignored', reason: `unknown event ${event}` }
  const payload = decodePayload(frame.payload)
  if (!payload || !check(payload)) {
    return { kind: 'ignored', reason: `malformed ${event} payload`, lost: true }
  }
  // The check above is the validation; the wire type describes what passed it.
  return { kind: 'event', event: { event, payload, ...base } as unknown as StreamEvent }
}

// Servers double-encode payloads; accept an already-decoded object too.
function decodePayload(payload: unknown): Payload | undefined {
  if (isRecord(payload)) return payload
  if (typeof payload !== 'string') return undefined
  try {
    const decoded: unknown = JSON.parse(payload)
    return isRecord(decoded) ? decoded : undefined
  } catch {
    return undefined
  }
}

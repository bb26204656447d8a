// Test helper: a scripted server for tests of actions and runtimes that page through Link
// headers (the fake client of test-client.ts does not page), and a stream socket it drives.
// Imported by tests only.

import type { StreamEvent } from '../api/streaming/frames'
import { SocketState } from '../api/streaming/states'
import type { StreamStatus } from '../api/streaming/stream-socket'
import type { ManagedSocket } from './stream-manager'

export interface Request {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
}

export type Route = (request: Request) => { status?: number; body: unknown; link?: string }

/** A `fetch` answering `METHOD /path` routes (the first whose key matches), recording requests. */
export function scriptedServer(routes: Record<string, Route>) {
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new globalThis.Request(input, init)
    const url = new URL(request.url)
    const text = request.method === 'GET' ? '' : await request.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      // A form body stays text.
    }
    const seen: Request = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: request.headers,
    }
    requests.push(seen)
    const route = routes[`${request.method} ${decodeURIComponent(url.pathname)}`]
    if (!route) return new Response('{"error":"Not implemented"}', { status: 404 })
    const answer = route(seen)
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: {
        'content-type': 'application/json',
        ...(answer.link ? { link: answer.link } : {}),
      },
    })
  }
  return { fetch, requests }
}

/** A stream socket the test drives: events in, status changes in. */
export class ScriptedSocket implements ManagedSocket {
  state: SocketState = SocketState.startingInitial
  readonly events = new Set<(event: StreamEvent) => void>()
  readonly statuses = new Set<(status: StreamStatus, state: SocketState) => void>()
  constructor(readonly stream: string) {}
  onEvent(listener: (event: StreamEvent) => void) {
    this.events.add(listener)
    return () => this.events.delete(listener)
  }
  onStatus(listener: (status: StreamStatus, state: SocketState) => void) {
    this.statuses.add(listener)
    return () => this.statuses.delete(listener)
  }
  start() {}
  stop() {}
  emit(event: StreamEvent) {
    for (const listener of this.events) listener(event)
  }
}

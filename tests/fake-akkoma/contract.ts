import { afterAll, beforeAll, expect } from 'vitest'
import WebSocket from 'ws'
import { startInstance, type InstanceOptions, type RunningInstance } from './server'

/** Helpers for the contract tests: one instance per file, calls over real HTTP and WebSocket. */
export interface Handle {
  url: string
  instance: RunningInstance
}

export function useInstance(options: InstanceOptions = {}): Handle {
  const handle = {} as Handle
  beforeAll(async () => {
    handle.instance = await startInstance({ port: 0, testControl: true, ...options })
    handle.url = handle.instance.url
  })
  afterAll(async () => {
    await handle.instance.close()
  })
  return handle
}

export interface CallOptions {
  token?: string
  method?: string
  json?: unknown
  form?: Record<string, string | string[] | Blob>
  headers?: Record<string, string>
  redirect?: RequestRedirect
}

export interface Answer<T = unknown> {
  status: number
  body: T
  headers: Headers
  text: string
}

export async function call<T = unknown>(
  h: Handle,
  path: string,
  o: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...o.headers }
  if (o.token) headers.authorization = `Bearer ${o.token}`
  let body: BodyInit | undefined
  if (o.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(o.json)
  } else if (o.form) {
    const form = new FormData()
    for (const [k, v] of Object.entries(o.form))
      for (const item of Array.isArray(v) ? v : [v]) form.append(k, item)
    body = form
  }
  const method = o.method ?? (body ? 'POST' : 'GET')
  const res = await fetch(`${h.url}${path}`, {
    method,
    headers,
    body,
    redirect: o.redirect ?? 'follow',
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // HTML and empty answers stay text.
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text }
}

export const alice = 'seed-token-alice'
export const bob = 'seed-token-bob'
export const admin = 'seed-token-admin'

export type JsonObject = Record<string, unknown>

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

/**
 * Every key of the reference sample is present with the same JSON type (null matches anything:
 * the reference marks those fields nullable). Keys named `…` are the reference's elisions.
 */
export function expectShape(
  actual: unknown,
  sample: unknown,
  ignore: string[] = [],
  path = '$',
): void {
  if (sample === null || actual === null) return
  expect(kind(actual), `${path} type`).toBe(kind(sample))
  if (Array.isArray(sample) && Array.isArray(actual)) {
    if (sample.length > 0 && actual.length > 0)
      expectShape(actual[0], sample[0], ignore, `${path}[0]`)
    return
  }
  if (typeof sample !== 'object' || typeof actual !== 'object') return
  const a = actual as JsonObject
  for (const [key, value] of Object.entries(sample as JsonObject)) {
    const here = `${path}.${key}`
    if (key === '…' || key.startsWith('_') || ignore.includes(here)) continue
    expect(a, `${here} missing`).toHaveProperty([key])
    expectShape(a[key], value, ignore, here)
  }
}

export interface StreamProbe {
  ws: WebSocket
  /** Every text frame as received. */
  frames: string[]
  /** The first frame not yet taken that matches, waiting up to 3 s for it. */
  next: (pred?: (f: JsonObject) => boolean) => Promise<JsonObject>
}

/** Opens a stream socket and collects its frames. */
export async function openStream(h: Handle, query: string): Promise<StreamProbe> {
  const ws = new WebSocket(`${h.url.replace(/^http/, 'ws')}/api/v1/streaming?${query}`)
  const frames: string[] = []
  const unread: JsonObject[] = []
  const waiters: { pred: (f: JsonObject) => boolean; resolve: (f: JsonObject) => void }[] = []
  ws.on('message', (data: Buffer) => {
    const text = data.toString('utf8')
    frames.push(text)
    let frame: JsonObject
    try {
      frame = JSON.parse(text) as JsonObject
    } catch {
      return
    }
    const waiter = waiters.find((w) => w.pred(frame))
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(frame)
    } else unread.push(frame)
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const next = (pred: (f: JsonObject) => boolean = () => true) =>
    new Promise<JsonObject>((resolve, reject) => {
      const found = unread.findIndex(pred)
      if (found >= 0) {
        resolve(unread.splice(found, 1)[0] ?? {})
        return
      }
      const timer = setTimeout(
        () => reject(new Error(`no matching frame; got ${frames.join('\n')}`)),
        3000,
      )
      waiters.push({
        pred,
        resolve: (f) => {
          clearTimeout(timer)
          resolve(f)
        },
      })
    })
  return { ws, frames, next }
}

/** Parses `Link` into its next/prev URLs (relative to the instance). */
export function links(headers: Headers): { next?: string; prev?: string } {
  const out: { next?: string; prev?: string } = {}
  for (const m of (headers.get('link') ?? '').matchAll(/<([^>]+)>;\s*rel="(next|prev)"/g)) {
    const url = new URL(m[1] ?? '')
    out[m[2] as 'next' | 'prev'] = url.pathname + url.search
  }
  return out
}

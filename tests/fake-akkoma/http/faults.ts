import type { MiddlewareHandler } from 'hono'
import type { StreamFaults } from '../stream/streaming'
import type { Env } from './context'

/** Test and demo knobs: slow answers, a share of failing requests, broken stream frames. */
export interface Faults {
  latencyMs: number
  /** Fraction (0..1) of API requests that fail with `failStatus`. */
  failRate: number
  failStatus: 403 | 429 | 500 | 502 | 503
  /** Only requests whose path starts with this fail (all API requests when empty). */
  failPath: string
  /** Only requests of this method fail (any method when empty). */
  failMethod: string
  /** Seconds, sent as Retry-After on 429 and 503. */
  retryAfter: number
  stream: StreamFaults
}

const BODIES: Record<number, unknown> = {
  // What Akkoma's staff pipeline answers someone it no longer counts as staff.
  403: { error: 'User is not a staff member.' },
  429: { error: 'Throttled' },
  500: 'Something went wrong',
  502: { error: 'Bad gateway' },
  503: { error: 'Service unavailable' },
}

export function faultMiddleware(faults: Faults): MiddlewareHandler<Env> {
  return async (c, next) => {
    const path = c.req.path
    const api = /^\/(api|oauth|auth|nodeinfo)\//.test(path)
    if (!api) return next()
    if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs))
    const aimed =
      (faults.failPath === '' || path.startsWith(faults.failPath)) &&
      (faults.failMethod === '' || c.req.method === faults.failMethod.toUpperCase())
    if (aimed && faults.failRate > 0 && Math.random() < faults.failRate) {
      const status = faults.failStatus
      const headers: Record<string, string> =
        status === 429 || status === 503 ? { 'retry-after': String(faults.retryAfter) } : {}
      return c.json(BODIES[status], status, headers)
    }
    return next()
  }
}

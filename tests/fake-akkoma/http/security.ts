import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Env, InstanceState } from './context'

/**
 * The Content-Security-Policy Akkoma sends with every answer (Pleroma.Web.Plugs.HTTPSecurityPlug,
 * default config: no media proxy, no report URI), in its order: the plug puts each directive in
 * front of the ones before it. `origin` is the endpoint's URL (static and websocket URL alike),
 * `nonce` the request's own (Akkoma gives it to the pages it renders itself).
 */
export function akkomaContentSecurityPolicy(origin: string, nonce: string): string {
  const url = new URL(origin)
  const websocket = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`
  const directives = [
    "default-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ]
  const added = [
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    `connect-src 'self' blob: ${url.origin} ${websocket}`,
    `script-src 'self' 'nonce-${nonce}'`,
    "font-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    ...(url.protocol === 'https:' ? ['upgrade-insecure-requests'] : []),
  ]
  return `${[...added].reverse().join(';')};${directives.join(';')};`
}

/** Every header the plug sets (`:http_security, enabled: true`, Akkoma's default). */
export function akkomaSecurityHeaders(origin: string, nonce: string): Record<string, string> {
  return {
    'x-xss-protection': '0',
    'x-permitted-cross-domain-policies': 'none',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'content-security-policy': akkomaContentSecurityPolicy(origin, nonce),
    'permissions-policy': 'interest-cohort=()',
  }
}

/** Akkoma's HTTPSecurityPlug: its headers on every answer, API and front end alike. */
export function httpSecurityMiddleware(inst: InstanceState): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next()
    const nonce = randomBytes(16).toString('base64url')
    for (const [name, value] of Object.entries(akkomaSecurityHeaders(inst.store.origin, nonce)))
      c.res.headers.set(name, value)
  }
}

import type { Context, MiddlewareHandler } from 'hono'
import type { Store } from '../store/store'
import type { Token, User } from '../store/types'
import type { Viewer } from '../views/account'
import { fail, invalidCredentials } from './errors'
import { fromPairs, mergeJson, Params, type ParamMap } from './params'

export interface Env {
  Variables: { params: Params; json: unknown; token: Token | null; user: User | null }
}
export type Ctx = Context<Env>

/** The running instance's state. `store` is swapped whole by the control route's reset. */
export interface InstanceState {
  store: Store
}

async function readParams(c: Ctx): Promise<Params> {
  const raw: ParamMap = {}
  c.set('json', undefined)
  fromPairs(new URL(c.req.url).searchParams.entries(), raw)
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return new Params(raw)
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const text = await c.req.text()
      if (text.trim()) {
        const json: unknown = JSON.parse(text)
        c.set('json', json)
        mergeJson(raw, json)
      }
    } else if (type.includes('multipart/form-data') || type.includes('urlencoded')) {
      const body = await c.req.parseBody({ all: true })
      const pairs: [string, string | File][] = []
      for (const [key, value] of Object.entries(body))
        for (const v of Array.isArray(value) ? value : [value]) pairs.push([key, v])
      fromPairs(pairs, raw)
    }
  } catch {
    throw fail(400, 'Invalid request body')
  }
  return new Params(raw)
}

export function authAndParams(inst: InstanceState): MiddlewareHandler<Env> {
  return async (c, next) => {
    const params = await readParams(c)
    c.set('params', params)
    const header = c.req.header('authorization') ?? ''
    const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1]
    const raw = bearer ?? params.str('access_token')
    const token = raw ? inst.store.tokenFor(raw.trim()) : undefined
    const user = token?.userId ? inst.store.user(token.userId) : undefined
    c.set('token', token ?? null)
    c.set('user', user?.isActive ? user : null)
    if (token?.userId) checkScopes(c, token)
    await next()
  }
}

export const params = (c: Ctx): Params => c.get('params')

/** The JSON body as sent (types intact), for the few calls that store it as is. */
export function jsonField(c: Ctx, key: string): unknown {
  const json = c.get('json')
  return json && typeof json === 'object' && key in json
    ? (json as Record<string, unknown>)[key]
    : undefined
}

export function currentUser(c: Ctx): User | null {
  return c.get('user')
}

export function requireUser(c: Ctx): User {
  const user = c.get('user')
  if (!user) throw invalidCredentials()
  return user
}

/**
 * Akkoma's admin pipelines: staff (UserIsStaffPlug) for most calls, admins only
 * (UserIsAdminPlug) for rights, credentials, e-mail and announcements.
 */
export function requireStaff(c: Ctx, adminOnly = false): User {
  const user = requireUser(c)
  if (user.role === 'member') throw fail(403, 'User is not a staff member.')
  if (adminOnly && user.role !== 'admin') throw fail(403, 'User is not an admin.')
  return user
}

/** EnsureStaffPrivilegedPlug: admins, and moderators where `privileged_staff` is on. */
export function requirePrivilegedStaff(c: Ctx, store: Store): User {
  const user = requireStaff(c)
  if (user.role !== 'admin' && !store.settings.privilegedStaff)
    throw fail(403, 'User is not an admin.')
  return user
}

export function viewerOf(c: Ctx, store: Store): Viewer {
  return { store, user: c.get('user') }
}

const has = (token: Token, top: string) =>
  token.scopes.some((s) => s === top || s.startsWith(`${top}:`))

/**
 * A coarse OAuthScopesPlug: writes need a write (or follow) scope, admin calls an admin scope.
 * Reads stay open, as most of them fall back to anonymous access on the real server.
 */
function checkScopes(c: Ctx, token: Token): void {
  const path = c.req.path
  if (!path.startsWith('/api/')) return
  const write = c.req.method !== 'GET' && c.req.method !== 'HEAD'
  const resource = /^\/api\/v\d\/(?:pleroma\/)?([a-z_]+)/.exec(path)?.[1] ?? 'accounts'
  if (path.startsWith('/api/v1/pleroma/admin')) {
    const need = write ? 'admin:write' : 'admin:read'
    if (
      !has(token, 'admin') ||
      (!token.scopes.includes('admin') && !token.scopes.some((s) => need.startsWith(s)))
    )
      throw fail(403, `Insufficient permissions: ${need}.`)
    return
  }
  if (write && !has(token, 'write') && !has(token, 'follow'))
    throw fail(403, `Insufficient permissions: write:${resource}.`)
}

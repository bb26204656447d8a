import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { startActivity, type ActivityHandle } from './activity'
import { sweep } from './actions/sweep'
import { compressAnswers, mountClient } from './client'
import { authAndParams, type Env, type InstanceState } from './http/context'
import { ApiError } from './http/errors'
import { faultMiddleware, type Faults } from './http/faults'
import { httpSecurityMiddleware } from './http/security'
import { registerRoutes } from './routes'
import { controlRoutes } from './routes/control'
import { addStaticFiles, seedStore } from './seed/seed'
import { mergeSettings, type InstanceSettings } from './store/settings'
import { Store } from './store/store'
import { Streaming } from './stream/streaming'

export interface InstanceOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** A built client (the output of `vite build`) to serve at the instance's own origin. */
  clientDir?: string
  /** Seed number for the PRNG: same seed, same data. */
  seed?: number
  /** Filler statuses added to the hand-made seed (default 120). */
  statuses?: number
  /** Start empty: no users, no posts (the control route can seed later). */
  empty?: boolean
  /** Posts, replies, reactions and follows per second made by seeded users (0: off). */
  activity?: number
  settings?: Partial<InstanceSettings>
  faults?: Partial<Faults>
  /** Mounts `/__control/*` (reset, seed, emit, faults). Tests only. */
  testControl?: boolean
  /** Akkoma's security headers on every answer (`:http_security, enabled`, its default): the
   * Content-Security-Policy a front end installed on Akkoma runs under. */
  httpSecurity?: boolean
}

export interface RunningInstance {
  url: string
  port: number
  /** The live store, for in-process tests and benchmarks. */
  state: InstanceState
  close(): Promise<void>
}

export class InstanceStartError extends Error {}

export interface AppParts {
  app: Hono<Env>
  state: InstanceState
  faults: Faults
  streaming: Streaming
}

export function freshStore(options: InstanceOptions, origin: string): Store {
  const store = new Store(mergeSettings(options.settings), options.seed ?? 1)
  store.origin = origin
  addStaticFiles(store)
  if (!options.empty) seedStore(store, { statuses: options.statuses })
  return store
}

export function createApp(options: InstanceOptions, origin = 'http://127.0.0.1'): AppParts {
  const state: InstanceState = { store: freshStore(options, origin) }
  const faults: Faults = {
    latencyMs: 0,
    failRate: 0,
    failStatus: 503,
    failPath: '',
    failMethod: '',
    retryAfter: 1,
    ...options.faults,
    stream: {
      malformedRate: options.faults?.stream?.malformedRate ?? 0,
      dropEveryMs: options.faults?.stream?.dropEveryMs ?? 0,
      down: options.faults?.stream?.down ?? false,
    },
  }
  const streaming = new Streaming(state, faults.stream)
  const app = new Hono<Env>({ strict: false })
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v)
      return c.json(error.body, error.status as 400)
    }
    console.error(error)
    return c.json('Something went wrong', 500)
  })
  if (options.clientDir) compressAnswers(app)
  if (options.httpSecurity) app.use('*', httpSecurityMiddleware(state))
  // Akkoma's CORSPlug: any origin, with credentials, exposing Link and Idempotency-Key, so a
  // client served from elsewhere (the Vite dev server) can call the instance.
  for (const prefix of ['/api/*', '/oauth/*', '/auth/*', '/nodeinfo/*', '/.well-known/*'])
    app.use(
      prefix,
      cors({
        origin: (origin) => origin || '*',
        credentials: true,
        allowMethods: ['POST', 'PUT', 'DELETE', 'GET', 'PATCH', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
        exposeHeaders: [
          'Link',
          'X-RateLimit-Reset',
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-Request-Id',
          'Idempotency-Key',
        ],
        maxAge: 86_400,
      }),
    )
  app.use('*', faultMiddleware(faults))
  for (const prefix of ['/api/*', '/oauth/*', '/auth/*', '/main/ostatus', '/__control/*'])
    app.use(prefix, authAndParams(state))
  if (options.testControl) controlRoutes(app, state, { options, faults, streaming })
  registerRoutes(app, state)
  app.all('/api/*', (c) => c.json({ error: 'Not implemented' }, 404))
  if (options.clientDir)
    mountClient(app, options.clientDir, {
      preload: () => state.store.settings.preload,
      name: () => state.store.settings.name,
    })
  return { app, state, faults, streaming }
}

export async function startInstance(options: InstanceOptions = {}): Promise<RunningInstance> {
  const host = options.host ?? '127.0.0.1'
  const clientDir = options.clientDir ? path.resolve(options.clientDir) : undefined
  if (clientDir && !existsSync(path.join(clientDir, 'index.html'))) {
    throw new InstanceStartError(`No built client in ${clientDir}: run "npm run build" first.`)
  }
  // Seeding waits for the port: stored content links use the instance's real origin.
  const parts = createApp({ ...options, clientDir, empty: true })
  const server = createAdaptorServer({ fetch: parts.app.fetch }) as Server
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new InstanceStartError(
              `Port ${options.port ?? 0} on ${host} is already in use: stop what holds it or pick another port with --port.`,
            )
          : error,
      )
    })
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  parts.state.store = freshStore({ ...options, clientDir }, url)
  parts.streaming.attach(server)
  const sweeper = setInterval(() => {
    sweep(parts.state.store)
  }, 1000)
  sweeper.unref()
  let activity: ActivityHandle | null = null
  if (options.activity) activity = startActivity(parts.state, options.activity, options.seed ?? 1)
  return {
    url,
    port,
    state: parts.state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        activity?.stop()
        clearInterval(sweeper)
        parts.streaming.close()
        server.close((error) => (error ? reject(error) : resolve()))
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}

import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { mountClient } from './client'

export interface InstanceOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** A built client (the output of `vite build`) to serve at the instance's own origin. */
  clientDir?: string
}

export interface RunningInstance {
  url: string
  port: number
  close(): Promise<void>
}

export class InstanceStartError extends Error {}

export function createApp(options: InstanceOptions): Hono {
  const app = new Hono({ strict: false })
  if (options.clientDir) mountClient(app, options.clientDir)
  return app
}

export async function startInstance(options: InstanceOptions = {}): Promise<RunningInstance> {
  const host = options.host ?? '127.0.0.1'
  const clientDir = options.clientDir ? path.resolve(options.clientDir) : undefined
  if (clientDir && !existsSync(path.join(clientDir, 'index.html'))) {
    throw new InstanceStartError(`No built client in ${clientDir}: run "npm run build" first.`)
  }
  const app = createApp({ ...options, clientDir })
  const server = createAdaptorServer({ fetch: app.fetch })
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
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}

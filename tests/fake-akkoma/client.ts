import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Env, Hono } from 'hono'

/**
 * Serves the built client from the instance's own origin, the way Akkoma serves a front end:
 * real files first, then index.html for any other page route so deep links load the app.
 */
export function mountClient<E extends Env>(app: Hono<E>, clientDir: string): void {
  const root = path.relative(process.cwd(), clientDir) || '.'
  const indexFile = path.join(clientDir, 'index.html')
  app.use('*', serveStatic({ root }))
  app.get('*', async (c) => {
    const html = await readFile(indexFile, 'utf8')
    return c.html(html)
  })
}

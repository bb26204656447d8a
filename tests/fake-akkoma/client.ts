import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Env, Hono } from 'hono'
import { compress } from 'hono/compress'

/** The answers Akkoma embeds in the page (Pleroma.Web.Preload.Providers.Instance). */
const embeddedPaths = [
  '/api/v1/instance',
  '/nodeinfo/2.0.json',
  '/api/pleroma/frontend_configurations',
  '/instance/panel.html',
]

/**
 * The initial-results block, as Akkoma builds it: a JSON object of request path → base64 of the
 * answer encoded as JSON (the panel's HTML as a JSON string), in a
 * `<script id="initial-results" type="application/json">`. Answers come from this instance's own
 * routes, so they are what the client would have been sent.
 */
async function initialResultsBlock<E extends Env>(app: Hono<E>): Promise<string> {
  const results: Record<string, string> = {}
  for (const pathname of embeddedPaths) {
    const response = await app.request(pathname)
    if (!response.ok) continue
    const text = await response.text()
    const json = pathname.endsWith('.html') ? JSON.stringify(text) : text
    results[pathname] = Buffer.from(json, 'utf8').toString('base64')
  }
  // Base64 and JSON punctuation only: nothing in it can close the script element.
  return `<script id="initial-results" type="application/json">${JSON.stringify(results)}</script>`
}

/**
 * Serves the built client from the instance's own origin, the way Akkoma serves a front end:
 * real files first (compressed, as Akkoma's static plug and its API answers are), then
 * index.html for any other page route so deep links load the app, with the initial-results
 * block in its head unless the instance's preload is off.
 */
export function mountClient<E extends Env>(
  app: Hono<E>,
  clientDir: string,
  preload: () => boolean,
): void {
  const root = path.relative(process.cwd(), clientDir) || '.'
  const indexFile = path.join(clientDir, 'index.html')
  const page = async () => {
    const html = await readFile(indexFile, 'utf8')
    if (!preload()) return html
    return html.replace('</head>', `${await initialResultsBlock(app)}</head>`)
  }
  // The page itself is never served as a plain file: it always carries the block.
  app.get('/', async (c) => c.html(await page()))
  app.get('/index.html', async (c) => c.html(await page()))
  app.use('*', serveStatic({ root }))
  app.get('*', async (c) => c.html(await page()))
}

/** gzip for every answer that asks for it (the client and the API alike), as Akkoma's endpoint
 * does; mounted first when the instance serves the client. */
export function compressAnswers<E extends Env>(app: Hono<E>): void {
  app.use('*', compress())
}

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Env, Hono } from 'hono'
import { compress } from 'hono/compress'
import { png } from './seed/files'

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

/** Where Akkoma writes what it adds to a front end's index.html. Without it, nothing is added. */
export const SERVER_META_PLACEHOLDER = '<!--server-generated-meta-->'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${String(c.charCodeAt(0))};`)

export interface ClientPage {
  /** The instance embeds its answers (`:instance, preload`). */
  preload: () => boolean
  /** The instance's name, for the `<title>` Akkoma adds. */
  name: () => string
}

/**
 * Serves a front end from the instance's own origin, the way Akkoma serves its primary front
 * end (Pleroma.Web.Plugs.FrontendStatic, then Fallback.RedirectController): the folder's files as
 * they are (index.html too, when asked for by name), with `cache-control: public, no-cache`,
 * compressed when the browser asks; every other page route gets index.html with its
 * `<!--server-generated-meta-->` replaced by the initial-results block (unless the preload is
 * off), the instance's `<title>` and its favicon link, so deep links load the app.
 */
export function mountClient<E extends Env>(
  app: Hono<E>,
  clientDir: string,
  page: ClientPage,
): void {
  const root = path.relative(process.cwd(), clientDir) || '.'
  const indexFile = path.join(clientDir, 'index.html')
  const render = async () => {
    const html = await readFile(indexFile, 'utf8')
    const meta = [
      page.preload() ? await initialResultsBlock(app) : '',
      `<title>${escapeHtml(page.name())}</title>`,
      '<link rel="icon" href="/favicon.png">',
    ]
    return html.replace(SERVER_META_PLACEHOLDER, meta.join(''))
  }
  app.get('/', async (c) => c.html(await render()))
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, no-cache')
      },
    }),
  )
  // Akkoma's own favicon (priv/static), which the page's added link names.
  app.get('/favicon.png', (c) =>
    c.body(new Uint8Array(png(32, 32, 0x1b2735, 0xd8a070)), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, no-cache',
    }),
  )
  app.get('*', async (c) => c.html(await render()))
}

/** gzip for every answer that asks for it (the client and the API alike), as Akkoma's endpoint
 * does; mounted first when the instance serves the client. */
export function compressAnswers<E extends Env>(app: Hono<E>): void {
  app.use('*', compress())
}

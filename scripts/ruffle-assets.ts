// The flash emulator (Ruffle) ships as static files beside the app, never in its bundle: the
// client loads ruffle.js on the first Play (src/ui/media/flash-loader.ts), and ruffle.js then
// fetches its core chunk and one of its two .wasm builds from the same folder.
import { createReadStream, readdirSync, statSync } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Connect, Plugin } from 'vite'

/** The folder under the build output (and the URL path under the app's base). */
export const RUFFLE_OUT_DIR = 'static/ruffle'

/** The runtime files: the loader, its core chunks, the wasm builds and the licences. */
const RUNTIME_FILE = /^(?:ruffle\.js|core\.ruffle\.\w+\.js|\w+\.wasm|LICENSE_[A-Z]+)$/

export function rufflePackageDir(): string {
  const require = createRequire(import.meta.url)
  return path.dirname(require.resolve('@ruffle-rs/ruffle/package.json'))
}

export function ruffleRuntimeFiles(dir = rufflePackageDir()): string[] {
  return readdirSync(dir)
    .filter((name) => RUNTIME_FILE.test(name))
    .sort()
}

export function ruffleContentType(name: string): string {
  if (name.endsWith('.wasm')) return 'application/wasm'
  if (name.endsWith('.js')) return 'text/javascript; charset=utf-8'
  return 'text/plain; charset=utf-8'
}

function send(res: ServerResponse, dir: string, name: string): void {
  const file = path.join(dir, name)
  res.setHeader('Content-Type', ruffleContentType(name))
  res.setHeader('Content-Length', String(statSync(file).size))
  res.setHeader('Cache-Control', 'no-cache')
  createReadStream(file).pipe(res)
}

/** Serves the runtime files straight from node_modules; anything else in the folder is a 404. */
function middleware(dir: string): Connect.NextHandleFunction {
  const files = new Set(ruffleRuntimeFiles(dir))
  return (req, res) => {
    const name = (req.url ?? '').split('?')[0]?.replace(/^\/+/, '') ?? ''
    if (files.has(name)) {
      send(res, dir, name)
      return
    }
    res.statusCode = 404
    res.end()
  }
}

/**
 * Copies the emulator into `<outDir>/static/ruffle/` after a build, and serves the same path
 * from the package under `vite` and `vite preview` (mounted before Vite's own middleware, so
 * the dev server's proxy of /static to the instance never sees these requests).
 */
export function ruffleAssets(): Plugin {
  const dir = rufflePackageDir()
  let base = '/'
  let outDir = 'dist'
  return {
    name: 'ruffle-assets',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`
      outDir = path.resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use(`${base}${RUFFLE_OUT_DIR}`, middleware(dir))
    },
    configurePreviewServer(server) {
      server.middlewares.use(`${base}${RUFFLE_OUT_DIR}`, middleware(dir))
    },
    async writeBundle(options) {
      const target = path.join(options.dir ?? outDir, RUFFLE_OUT_DIR)
      await mkdir(target, { recursive: true })
      await Promise.all(
        ruffleRuntimeFiles(dir).map((name) =>
          copyFile(path.join(dir, name), path.join(target, name)),
        ),
      )
    },
  }
}

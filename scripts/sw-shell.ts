// The service worker's list of the app shell: after a build, every file the client is made of
// (index.html, the code and styles in assets/, the manifest, icons and the other files of
// public/) is written into the built sw-pleroma.js with a version made of their contents, so
// the worker precaches exactly this build and a new build is a new worker. Left out: source
// maps, the flash emulator (megabytes, fetched only on Play) and the worker itself. Served
// from the source tree (the dev server), the worker's list stays empty and nothing is cached.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { RUFFLE_OUT_DIR } from './ruffle-assets.ts'

/** The line of public/sw-pleroma.js the build replaces. */
export const SHELL_PLACEHOLDER = "var SHELL = { version: 'dev', files: [] }"

export const SERVICE_WORKER_FILE = 'sw-pleroma.js'

export interface ShellManifest {
  version: string
  files: string[]
}

/** Every file of a build that belongs to the shell, as URL paths, sorted. */
export function shellFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(outDir, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
    )
    .filter(
      (file) =>
        file !== SERVICE_WORKER_FILE &&
        !file.endsWith('.map') &&
        !file.startsWith(`${RUFFLE_OUT_DIR}/`),
    )
    .sort()
    .map((file) => `/${file}`)
}

/** The shell's files and a version that changes whenever one of them does. */
export function shellManifest(outDir: string): ShellManifest {
  const files = shellFiles(outDir)
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(readFileSync(path.join(outDir, file)))
  }
  return { version: hash.digest('hex').slice(0, 16), files }
}

/** The worker's source with the shell written in. */
export function withShell(source: string, shell: ShellManifest): string {
  if (!source.includes(SHELL_PLACEHOLDER)) {
    throw new Error(`${SERVICE_WORKER_FILE} has no "${SHELL_PLACEHOLDER}" line for the shell`)
  }
  return source.replace(SHELL_PLACEHOLDER, `var SHELL = ${JSON.stringify(shell)}`)
}

export function serviceWorkerShell(): Plugin {
  let outDir = 'dist'
  return {
    name: 'service-worker-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // After every plugin wrote its files (the emulator's copy included).
    closeBundle: {
      order: 'post',
      handler() {
        const worker = path.join(outDir, SERVICE_WORKER_FILE)
        const shell = shellManifest(outDir)
        writeFileSync(worker, withShell(readFileSync(worker, 'utf8'), shell))
      },
    },
  }
}

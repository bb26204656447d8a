// The theme editor's own code (issue 21): the chunk the theme tab loads on "edit", with the
// chunks only it needs (the colour code: culori, the slot table, Akkoma's formats) and its CSS,
// gzip, read from the built client. Chunks the settings screen or the landing already loaded
// (index, app, the settings modal, shared primitives) are not counted. Informational: the
// editor is off the landing path, so it has no budget; the landing's own is first-paint.ts's.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchClientDir } from './browser-session'
import type { Figure } from './figure'

const assets = path.join(benchClientDir, 'assets')
/** The chunks that pull the colour code in with the editor (their names come from vite). */
const editorOwn = /^(ThemeEditor|akkoma-format)-[\w-]+\.(js|css)$/

const gzipKb = (file: string) =>
  Math.round((gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024) * 10) /
  10

export function figures(): Promise<Figure[]> {
  if (!existsSync(assets)) throw new Error(`No built client in ${benchClientDir}: run vite build`)
  const files = readdirSync(assets).filter((file) => editorOwn.test(file))
  if (!files.some((file) => file.startsWith('ThemeEditor-') && file.endsWith('.js'))) {
    throw new Error('The theme editor chunk was not found in the build')
  }
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0)
  return Promise.resolve([
    {
      name: 'theme-editor-chunk-gzip',
      value: Math.round(total * 10) / 10,
      unit: 'KB',
      budget: null,
      runs: 1,
    },
  ])
}

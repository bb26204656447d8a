// The interface languages' catalogues (issue 23): each is its own chunk, fetched only by who
// reads that language, compiled ahead (message syntax trees, no parser). Their sizes, gzip, read
// from the built client, one figure per language. Informational: no catalogue is on the
// English landing path (first-paint.ts holds the landing's budget), and a reader of another
// language fetches one, beside the app's code.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { interfaceLocales, pseudoLocale } from '../src/settings/interface-locale'
import { benchClientDir } from './browser-session'
import type { Figure } from './figure'

const assets = path.join(benchClientDir, 'assets')

const gzipKb = (file: string) =>
  Math.round((gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024) * 10) /
  10

export function figures(): Promise<Figure[]> {
  if (!existsSync(assets)) throw new Error(`No built client in ${benchClientDir}: run vite build`)
  const files = readdirSync(assets)
  const locales = [...interfaceLocales.filter((locale) => locale !== 'en'), pseudoLocale]
  return Promise.resolve(
    locales.map((locale) => {
      const chunk = files.find((file) => new RegExp(`^${locale}-[\\w-]{8}\\.js$`).test(file))
      if (!chunk) throw new Error(`The ${locale} catalogue's chunk was not found in the build`)
      return {
        name: `catalogue-${locale}-gzip`,
        value: gzipKb(chunk),
        unit: 'KB',
        budget: null,
        runs: 1,
      }
    }),
  )
}

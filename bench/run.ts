// `npm run bench`: runs every figure module in bench/ (a module exporting `figures`), prints
// the table of /work/shared/BENCH.md, checks the budgets and writes bench-results.json.
// `npm run bench -- ingest` runs the modules whose file name contains "ingest" only.
// Memory figures need --expose-gc: without it, this script runs itself again with it.

import { spawnSync } from 'node:child_process'
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import './resolve-hooks'
import { tableHeader, tableLine, withinBudget, type Figure, type FigureModule } from './figure'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const helpers = new Set(['run.ts', 'figure.ts', 'resolve-hooks.ts'])

if (typeof (globalThis as { gc?: unknown }).gc !== 'function') {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', cwd: root },
  )
  process.exit(child.status ?? 1)
}

function isFigureModule(value: unknown): value is FigureModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'figures' in value &&
    typeof value.figures === 'function'
  )
}

const filters = process.argv.slice(2)
const files = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !helpers.has(file))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort()

const all: (Figure & { module: string; pass: boolean | null })[] = []
console.log(tableHeader)
for (const file of files) {
  const loaded: unknown = await import(pathToFileURL(path.join(here, file)).href)
  if (!isFigureModule(loaded)) continue
  for (const figure of await loaded.figures()) {
    const pass = withinBudget(figure)
    all.push({ ...figure, module: file, pass })
    console.log(`${tableLine(figure)}${pass === false ? '   OVER BUDGET' : ''}`)
  }
}

const results = {
  date: new Date().toISOString(),
  node: process.version,
  figures: all,
}
writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`)
const failed = all.filter((figure) => figure.pass === false)
if (failed.length > 0) {
  console.log(`\n${failed.length} figure(s) over budget: ${failed.map((f) => f.name).join(', ')}`)
  process.exitCode = 1
}

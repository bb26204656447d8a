// What a person waits for before the first status, on the production build served by the local
// instance (BENCH.md): the code fetched before it (gzip), the sequential round trips before the
// first timeline request under an emulated 150 ms RTT, and the first status on a phone profile
// (CPU 4x, 150 ms RTT, 1.6 Mbit/s down), for a visitor landing on / and for a signed-in deck of
// four columns; `/notice/{id}` and a focused home are measured for code and round trips too.
// `npm run bench -- first-paint` runs these only; BENCH_CLIENT_DIR measures another build.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import {
  emulate,
  firstStatusAt,
  isCode,
  isTimelineRequest,
  loadedResources,
  phoneProfile,
  watchFirstStatus,
  type LoadedResource,
  type NetworkProfile,
} from '../tests/e2e/load-timeline'
import {
  benchClientDir,
  signedInPage,
  startBrowserBench,
  type BrowserBench,
} from './browser-session'
import { median, type Figure } from './figure'

interface Scenario {
  name: string
  open: (bench: BrowserBench) => Promise<Page>
  path: (bench: BrowserBench) => string
  /** The request that starts the first column's page (a timeline, or a thread's status). */
  firstColumnRequest: (resource: LoadedResource) => boolean
}

const visitorPage = async (bench: BrowserBench) => {
  const context = await bench.browser.newContext({ viewport: { width: 1920, height: 1080 } })
  return context.newPage()
}

let noticeId = ''
const loadRuns = process.env.BENCH_VERBOSE ? 1 : 3
const phoneRuns = process.env.BENCH_VERBOSE ? 1 : 5

const scenarios: Scenario[] = [
  {
    name: 'visitor',
    open: visitorPage,
    path: () => '/',
    firstColumnRequest: isTimelineRequest,
  },
  {
    name: 'deck-4',
    open: (bench) =>
      signedInPage(bench, 'alice', [
        { kind: 'home' },
        { kind: 'local' },
        { kind: 'federated' },
        { kind: 'bookmarks' },
      ]),
    path: () => '/deck',
    firstColumnRequest: (r) => isTimelineRequest(r) || r.path.startsWith('/api/v1/bookmarks'),
  },
  {
    name: 'home',
    open: (bench) => signedInPage(bench, 'alice', [{ kind: 'home' }]),
    path: () => '/main/friends',
    firstColumnRequest: isTimelineRequest,
  },
  {
    name: 'notice',
    open: visitorPage,
    path: () => `/notice/${noticeId}`,
    firstColumnRequest: (r) => r.path.startsWith(`/api/v1/statuses/${noticeId}`),
  },
]

const gzipCache = new Map<string, number>()
function gzipped(resourcePath: string): number {
  let size = gzipCache.get(resourcePath)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(benchClientDir, resourcePath)), { level: 9 }).length
    gzipCache.set(resourcePath, size)
  }
  return size
}

interface LoadRun {
  firstStatus: number
  codeBytes: number
  roundTrips: number
}

async function measureLoad(
  bench: BrowserBench,
  scenario: Scenario,
  profile: NetworkProfile,
): Promise<LoadRun> {
  const page = await scenario.open(bench)
  try {
    await watchFirstStatus(page)
    await emulate(page, profile)
    await page.goto(`${bench.instance.url}${scenario.path(bench)}`)
    const firstStatus = await firstStatusAt(page)
    const resources = await loadedResources(page)
    const codeBytes = resources
      .filter((r) => isCode(r) && r.startTime < firstStatus)
      .reduce((total, r) => total + gzipped(r.path), 0)
    if (process.env.BENCH_VERBOSE) printLoad(scenario.name, resources, firstStatus)
    const first = resources.find(scenario.firstColumnRequest)
    if (!first) throw new Error(`${scenario.name}: no first column request was made`)
    return { firstStatus, codeBytes, roundTrips: first.wave - 1 }
  } finally {
    await page.context().close()
  }
}

/** BENCH_VERBOSE=1: every request of a load, by wave, to see what waits for what. */
function printLoad(name: string, resources: readonly LoadedResource[], firstStatus: number): void {
  console.log(`\n${name}: first status at ${String(Math.round(firstStatus))} ms`)
  for (const r of resources) {
    const size = isCode(r) ? ` ${String(kb(gzipped(r.path)))} KB` : ''
    const times = `${String(Math.round(r.startTime))}-${String(Math.round(r.responseEnd))}`
    console.log(`  wave ${String(r.wave).padStart(2)}  ${times.padEnd(12)} ${r.path}${size}`)
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

function spread(name: string, values: number[], unit: string, limit: number | null): Figure {
  return {
    name,
    value: Math.round(median(values)),
    unit,
    budget: limit === null ? null : { kind: 'max', limit },
    runs: values.length,
    min: Math.round(Math.min(...values)),
    max: Math.round(Math.max(...values)),
  }
}

async function codeAndRoundTrips(bench: BrowserBench, scenario: Scenario): Promise<Figure[]> {
  const runs: LoadRun[] = []
  for (let run = 0; run < loadRuns; run++)
    runs.push(await measureLoad(bench, scenario, { latencyMs: 150 }))
  const code = runs.map((r) => r.codeBytes)
  return [
    {
      name: `code-to-first-status-${scenario.name}`,
      value: kb(median(code)),
      unit: 'KB',
      budget: { kind: 'max', limit: 160 },
      runs: runs.length,
      min: kb(Math.min(...code)),
      max: kb(Math.max(...code)),
    },
    spread(
      `round-trips-to-timeline-${scenario.name}`,
      runs.map((r) => r.roundTrips),
      'trips',
      3,
    ),
  ]
}

async function phoneFirstStatus(
  bench: BrowserBench,
  scenario: Scenario,
  limit: number,
): Promise<Figure> {
  const times: number[] = []
  for (let run = 0; run < phoneRuns; run++) {
    times.push((await measureLoad(bench, scenario, phoneProfile)).firstStatus)
  }
  return spread(`first-status-phone-${scenario.name}`, times, 'ms', limit)
}

export async function figures(): Promise<Figure[]> {
  const bench = await startBrowserBench(600)
  const out: Figure[] = []
  try {
    const posted = await fetch(`${bench.instance.url}/api/v1/statuses`, {
      method: 'POST',
      headers: { Authorization: 'Bearer seed-token-bob', 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'A post opened from its address', visibility: 'public' }),
    })
    noticeId = ((await posted.json()) as { id: string }).id
    // BENCH_SCENARIO=deck-4 measures one scenario only (with BENCH_VERBOSE=1, to see its load).
    const only = process.env.BENCH_SCENARIO
    const chosen = scenarios.filter((scenario) => !only || scenario.name === only)
    for (const scenario of chosen) out.push(...(await codeAndRoundTrips(bench, scenario)))
    const phone: [string, number][] = [
      ['visitor', 2500],
      ['deck-4', 3500],
    ]
    for (const [name, limit] of phone) {
      const scenario = chosen.find((candidate) => candidate.name === name)
      if (scenario) out.push(await phoneFirstStatus(bench, scenario, limit))
    }
  } finally {
    await bench.close()
  }
  return out
}

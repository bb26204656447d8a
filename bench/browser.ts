// Browser figures of /work/shared/BENCH.md on the production build: bundle sizes (the flash
// emulator's WebAssembly, loaded only when a flash attachment plays, reported apart),
// first status painted, DOM elements of a long column, JS heap after GC, and a stream burst over
// eight columns. Build first (`npm run build`); `npm run bench -- browser` runs these only.
// BENCH_CLIENT_DIR=/tmp/my-dist measures a private build (`npx vite build --outDir /tmp/my-dist`)
// instead of dist/; BENCH_SKIP_LONG=1 leaves out the ten-minute long column.

import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import {
  benchClientDir,
  startBrowserBench,
  signedInPage,
  type BrowserBench,
} from './browser-session'
import { median, type Figure } from './figure'

const dist = benchClientDir
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
/** The flash emulator: its JS counts in the whole build's JS+CSS like any other; its
 * WebAssembly (about 28 MB, fetched only when a flash attachment plays) is reported apart. */
const ruffleDir = 'static/ruffle/'

/** Every file under the build, as paths relative to it with forward slashes. */
function builtFiles(): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dist, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
    )
}

function bundleFigures(): Figure[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  )
  const files = builtFiles()
  const all = files.filter((file) => /\.(js|css)$/.test(file))
  const ruffleWasm = files.filter((file) => file.startsWith(ruffleDir) && file.endsWith('.wasm'))
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipped(file), 0)
  const raw = (list: string[]) =>
    list.reduce((total, file) => total + statSync(path.join(dist, file)).size, 0)
  return [
    {
      // What index.html names, kept for comparison: the code a person waits for is
      // code-to-first-status-* (bench/first-paint.ts).
      name: 'initial-js-css-gzip',
      value: kb(sum(initial)),
      unit: 'KB',
      budget: null,
      runs: 1,
    },
    {
      name: 'total-js-css-gzip',
      value: kb(sum(all)),
      unit: 'KB',
      budget: { kind: 'max', limit: 600 },
      runs: 1,
    },
    { name: 'ruffle-wasm-raw', value: kb(raw(ruffleWasm)), unit: 'KB', budget: null, runs: 1 },
    { name: 'ruffle-wasm-gzip', value: kb(sum(ruffleWasm)), unit: 'KB', budget: null, runs: 1 },
  ]
}

async function firstStatusPainted(bench: BrowserBench): Promise<Figure> {
  const times: number[] = []
  for (let run = 0; run < 5; run++) {
    const page = await signedInPage(bench, 'alice', [{ kind: 'local' }])
    await page.goto(`${bench.instance.url}/deck`)
    await page.locator('section.column article').first().waitFor()
    times.push(await page.evaluate(() => performance.now()))
    await page.context().close()
  }
  return {
    name: 'first-status-painted',
    value: Math.round(median(times)),
    unit: 'ms',
    budget: null,
    runs: 5,
    min: Math.round(Math.min(...times)),
    max: Math.round(Math.max(...times)),
  }
}

/** Scrolls a column down until `count` statuses were loaded; returns its DOM element count. */
async function loadByScrolling(page: Page, count: number): Promise<number> {
  const scroller = page.locator('section.column .timeline-scroll').first()
  let loaded = 0
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/timelines/')) loaded += 20
  })
  const deadline = Date.now() + count * 150
  while (loaded < count && Date.now() < deadline) {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await page.waitForTimeout(250)
  }
  return scroller.evaluate(
    (element) => element.closest('section')?.querySelectorAll('*').length ?? 0,
  )
}

/** Frame times while a loaded column scrolls at a steady pace for three seconds. */
async function scrollFrames(page: Page): Promise<{ p95: number; median: number; frames: number }> {
  // A string, not a function: tsx's name helpers do not exist inside the page.
  return page.evaluate(`new Promise((resolve) => {
    const element = document.querySelector('section.column .timeline-scroll')
    element.scrollTo(0, 0)
    const deltas = []
    const start = performance.now()
    let last = start
    function step(now) {
      deltas.push(now - last)
      last = now
      element.scrollBy(0, 40)
      if (now - start < 3000) { requestAnimationFrame(step); return }
      const sorted = deltas.slice(1).sort((a, b) => a - b)
      resolve({
        p95: sorted[Math.floor(sorted.length * 0.95)] || 0,
        median: sorted[Math.floor(sorted.length / 2)] || 0,
        frames: sorted.length,
      })
    }
    requestAnimationFrame(step)
  })`)
}

export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return Math.round((usage.usedSize / 1024 / 1024) * 10) / 10
}

async function columnFigures(bench: BrowserBench): Promise<Figure[]> {
  const page = await signedInPage(bench, 'alice', [{ kind: 'federated' }])
  await page.goto(`${bench.instance.url}/deck`)
  await page.locator('section.column article').first().waitFor()
  const after1000 = await loadByScrolling(page, 1000)
  const heap1000 = await heapAfterGc(page)
  const scroll = await scrollFrames(page)
  const after5000 = await loadByScrolling(page, 4000)
  await page.context().close()
  return [
    {
      name: 'dom-elements-column-1000',
      value: after1000,
      unit: 'elements',
      budget: { kind: 'max', limit: 1500 },
      runs: 1,
    },
    {
      name: 'dom-elements-column-5000',
      value: after5000,
      unit: 'elements',
      budget: { kind: 'max', limit: 1500 },
      runs: 1,
    },
    {
      name: 'js-heap-1-column-1000',
      value: heap1000,
      unit: 'MB',
      budget: { kind: 'max', limit: 15 },
      runs: 1,
    },
    {
      name: 'scroll-frame-p95',
      value: Math.round(scroll.p95 * 10) / 10,
      unit: 'ms',
      budget: null,
      runs: scroll.frames,
    },
    {
      name: 'scroll-frame-median',
      value: Math.round(scroll.median * 10) / 10,
      unit: 'ms',
      budget: null,
      runs: scroll.frames,
    },
  ]
}

export interface BurstOptions {
  /** The deck's eight columns. */
  kinds: readonly string[]
  /** Figure names start with this (the plain burst's names when left out). */
  prefix?: string
  /** Of the 200 posts a second, this many mention alice (notifications in the same burst). */
  mentionsPerSecond?: number
}

const burstDeck = ['home', 'local', 'federated', 'local', 'federated', 'home', 'local', 'federated']

/** Posts `count` statuses by bob through the control route (streams and notifications follow). */
function emitPosts(bench: BrowserBench, count: number, text?: string) {
  return fetch(`${bench.instance.url}/__control/emit/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ author: 'bob', count, ...(text ? { text } : {}) }),
  })
}

export async function burstFigures(
  bench: BrowserBench,
  options: BurstOptions = { kinds: burstDeck },
): Promise<Figure[]> {
  const { kinds } = options
  const mentions = options.mentionsPerSecond ?? 0
  const name = (plain: string) =>
    options.prefix ? plain.replace('stream-burst', options.prefix) : plain
  const page = await signedInPage(
    bench,
    'alice',
    kinds.map((kind) => ({ kind })),
  )
  await page.goto(`${bench.instance.url}/deck`)
  // Measured on a settled deck: every column has shown its first page and a second has passed,
  // so the figures time the stream burst, not the deck's first load (eight columns mounting
  // their first cards used to fall inside the window and be counted as burst work).
  const shown = page.locator('section.column').filter({ has: page.locator('article') })
  const deadline = Date.now() + 30_000
  while ((await shown.count()) < kinds.length && Date.now() < deadline) {
    await page.waitForTimeout(100)
  }
  await page.waitForTimeout(1000)
  const heap8 = await heapAfterGc(page)
  await page.evaluate(`(() => {
    window.__tasks = []
    window.__frames = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__tasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: false })
    let last = performance.now()
    function frame(now) {
      window.__frames.push(now - last)
      last = now
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })()`)
  // 200 posts a second for 10 s, each raising update events on the deck's streams.
  for (let second = 0; second < 10; second++) {
    const started = Date.now()
    await emitPosts(bench, 200 - mentions)
    if (mentions > 0) await emitPosts(bench, mentions, '@alice a mention in the burst')
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - started)))
  }
  await page.waitForTimeout(1000)
  const { tasks, frames } = await page.evaluate<{ tasks: number[]; frames: number[] }>(
    '({ tasks: window.__tasks, frames: window.__frames })',
  )
  await page.context().close()
  // rAF deltas jitter around the refresh interval: an idle deck measures 5-6 % of its frames at
  // 16.8-17.4 ms, which alone puts a raw p95 at 16.8, over the 16.7 budget with no work at all.
  // Each delta is counted in whole refresh intervals (the run's median delta), so an on-time
  // frame is 16.7 and a dropped one 33.3; the raw p95 is reported beside it.
  const p95Of = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0
  const interval = median(frames)
  const p95 = p95Of(frames.map((delta) => Math.max(1, Math.round(delta / interval)) * interval))
  const rawP95 = p95Of(frames)
  return [
    {
      name: name('stream-burst-longest-task'),
      value: Math.round(Math.max(0, ...tasks)),
      unit: 'ms',
      budget: { kind: 'max', limit: 50 },
      runs: 1,
    },
    {
      name: name('stream-burst-p95-frame'),
      value: Math.round(p95 * 10) / 10,
      unit: 'ms',
      budget: { kind: 'max', limit: 16.7 },
      runs: 1,
    },
    {
      name: name('stream-burst-p95-frame-raw'),
      value: Math.round(rawP95 * 10) / 10,
      unit: 'ms',
      budget: null,
      runs: 1,
    },
    {
      name: options.prefix ? `js-heap-8-columns-${options.prefix}` : 'js-heap-8-columns',
      value: heap8,
      unit: 'MB',
      budget: { kind: 'max', limit: 40 },
      runs: 1,
    },
  ]
}

export async function figures(): Promise<Figure[]> {
  const out = bundleFigures()
  const bench = await startBrowserBench(6000)
  try {
    out.push(await firstStatusPainted(bench))
    // BENCH_SKIP_LONG=1 leaves out the long column (about ten minutes of throttled scrolling).
    if (!process.env.BENCH_SKIP_LONG) out.push(...(await columnFigures(bench)))
    out.push(...(await burstFigures(bench)))
  } finally {
    await bench.close()
  }
  return out
}

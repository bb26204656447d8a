// Sanitise + render figures of /work/shared/BENCH.md: one 200 KB status (budget 20 ms) and
// 1,000 typical statuses (report). The code measured is SafeHtml from src/lib/html, bundled
// for production (minified, NODE_ENV=production) with esbuild and run in headless Chromium,
// so the figures include DOMPurify, the tree builder, React's commit and the browser's layout.
// `npm run bench -- render` runs these only.

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { launchChromium } from '../tests/e2e/browser'
import { median, type Figure } from './figure'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = 15
const WARMUP = 5

// The page side. Each run clears the tree cache so every run sanitises afresh, mounts into a
// new element inside one flushSync (render and commit happen before it returns), and reads
// offsetHeight so style and layout are counted too.
const pageEntry = `
import { createElement, Fragment } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { SafeHtml, clearTreeCache } from './src/lib/html'
import { hugeStatus, typicalStatus } from './tests/fixtures/hostile/samples'

function timeRender(children) {
  clearTreeCache()
  const host = document.createElement('div')
  host.style.width = '400px'
  document.body.append(host)
  const root = createRoot(host)
  const start = performance.now()
  flushSync(() => root.render(children))
  void host.offsetHeight
  const elapsed = performance.now() - start
  root.unmount()
  host.remove()
  return elapsed
}

const card = (sample, key, preview) =>
  createElement(SafeHtml, { key, className: 'status-text', preview, ...sample })

const huge = hugeStatus()
const typical = Array.from({ length: 1000 }, (_, n) => typicalStatus(n))

globalThis.renderBench = {
  huge: (preview) => timeRender(card(huge, 'huge', preview)),
  typical: () => timeRender(createElement(Fragment, null, typical.map((s, n) => card(s, n, false)))),
}
`

async function bundlePage(): Promise<string> {
  const result = await build({
    stdin: { contents: pageEntry, resolveDir: root, loader: 'tsx', sourcefile: 'render-page.tsx' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('render bench: esbuild produced no bundle')
  return output.text
}

type Measure = 'collapsed' | 'expanded' | 'typical'

function spread(name: string, times: readonly number[], budget: Figure['budget']): Figure {
  const round = (value: number) => Math.round(value * 100) / 100
  return {
    name,
    value: round(median(times)),
    unit: 'ms',
    budget,
    runs: times.length,
    min: round(Math.min(...times)),
    max: round(Math.max(...times)),
  }
}

export async function figures(): Promise<Figure[]> {
  const script = await bundlePage()
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><html><head></head><body></body></html>')
    await page.addScriptTag({ content: script })
    const measure = (kind: Measure) =>
      page.evaluate((which: Measure) => {
        const bench = (
          globalThis as unknown as {
            renderBench: { huge: (preview: boolean) => number; typical: () => number }
          }
        ).renderBench
        if (which === 'typical') return bench.typical()
        return bench.huge(which === 'collapsed')
      }, kind)
    const series = async (kind: Measure, runs: number) => {
      for (let i = 0; i < WARMUP; i++) await measure(kind)
      const times: number[] = []
      for (let i = 0; i < runs; i++) times.push(await measure(kind))
      return times
    }
    return [
      // What the card does with a 200 KB post: it is tall, so it starts collapsed (preview).
      spread('render-200kb-status', await series('collapsed', RUNS), { kind: 'max', limit: 20 }),
      // After "show more": the whole tree (report only).
      spread('render-200kb-status-expanded', await series('expanded', 5), null),
      spread('render-1000-typical-statuses', await series('typical', 5), null),
    ]
  } finally {
    await browser.close()
  }
}

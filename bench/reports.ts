// Reports figures (issue 19) on the production build: a moderator's reports column with 500
// open reports, from the local instance. Time to the first report on screen (median of 3 loads,
// held as a ratio to a home column's first status measured in the same run), then all 500 loaded page by page ("load older"), and the column's DOM elements, the JS heap
// after GC and the scroll frames through it. `npm run bench -- reports` runs these only.

import type { Page } from 'playwright-core'
import { heapAfterGc } from './browser'
import { signedInPage, startBrowserBench, type BrowserBench } from './browser-session'
import { median, type Figure } from './figure'

const REPORTS = 500
const COLUMN = [{ kind: 'reports', params: { state: 'open' } }]
const reportSelector = 'section.column article[data-report-id]'

async function api<T>(bench: BrowserBench, nickname: string, path: string, body?: unknown) {
  const response = await fetch(`${bench.instance.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer seed-token-${nickname}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`)
  return (await response.json()) as T
}

/** Members report one another's posts (one or two each, with a comment), through the API. */
async function fileReports(bench: BrowserBench, count: number): Promise<void> {
  const reporters = ['alice', 'bob', 'mira', 'botty', 'lena']
  const targets: { id: string; statuses: string[] }[] = []
  for (const nickname of ['bob', 'botty', 'alice', 'lena']) {
    const account = await api<{ id: string }>(
      bench,
      'admin',
      `/api/v1/accounts/lookup?acct=${nickname}`,
    )
    const statuses = await api<{ id: string }[]>(
      bench,
      'admin',
      `/api/v1/accounts/${account.id}/statuses?limit=10`,
    )
    targets.push({ id: account.id, statuses: statuses.map((status) => status.id) })
  }
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, async (_, offset) => {
        const i = start + offset
        const target = targets[i % targets.length]
        const reporter = reporters.filter(
          (name) => name !== ['bob', 'botty', 'alice', 'lena'][i % 4],
        )[i % 4]
        if (!target || !reporter) return
        const picked = target.statuses.slice(i % 5, (i % 5) + 1 + (i % 2))
        await api(bench, reporter, '/api/v1/reports', {
          account_id: target.id,
          status_ids: picked,
          comment: `Report ${String(i)}: please have a look at these posts, they break the rules.`,
        })
      }),
    )
  }
}

/** From navigation start to the first report on screen, in ms. */
async function firstReport(bench: BrowserBench): Promise<number> {
  const page = await signedInPage(bench, 'mod', COLUMN, 'moderator')
  await page.goto(`${bench.instance.url}/deck`)
  await page.waitForSelector(reportSelector)
  const at = await page.evaluate(() => performance.now())
  await page.context().close()
  return at
}

/** The reference in the same run: from navigation start to the first status of a home column
 * (the machine is shared, so the reports' time is held to a ratio of it). */
async function firstStatus(bench: BrowserBench): Promise<number> {
  const page = await signedInPage(bench, 'alice', [{ kind: 'home' }])
  await page.goto(`${bench.instance.url}/deck`)
  await page.waitForSelector('section.column article')
  const at = await page.evaluate(() => performance.now())
  await page.context().close()
  return at
}

/** Asks for older reports until all are in; returns how many are on the column. */
async function loadAll(page: Page): Promise<number> {
  const column = page.locator('section.column').first()
  const more = column.getByRole('button', { name: 'Load older reports' })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    await column.locator('[role="feed"][aria-busy="false"]').waitFor()
    if ((await more.count()) === 0) break
    await more.click()
  }
  // Each report says its place among all of the column's (aria-setsize), shown or not.
  return Number(
    await column.locator('article[data-report-id]').first().getAttribute('aria-setsize'),
  )
}

async function scrollFrames(page: Page): Promise<{ p95: number; median: number; frames: number }> {
  // A string, not a function: tsx's name helpers do not exist inside the page.
  return page.evaluate(`new Promise((resolve) => {
    const feed = document.querySelector('section.column [role="feed"]')
    let element = feed
    while (element && element.scrollHeight <= element.clientHeight) element = element.parentElement
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

export async function figures(): Promise<Figure[]> {
  const bench = await startBrowserBench(200)
  try {
    await fileReports(bench, REPORTS)
    const loads: number[] = []
    const reference: number[] = []
    for (let run = 0; run < 3; run++) {
      reference.push(await firstStatus(bench))
      loads.push(await firstReport(bench))
    }
    const page = await signedInPage(bench, 'mod', COLUMN, 'moderator')
    await page.goto(`${bench.instance.url}/deck`)
    await page.waitForSelector(reportSelector)
    const loaded = await loadAll(page)
    if (loaded < REPORTS) throw new Error(`only ${String(loaded)} reports loaded`)
    const elements = await page
      .locator('section.column')
      .first()
      .evaluate((section) => section.querySelectorAll('*').length)
    const heap = await heapAfterGc(page)
    const scroll = await scrollFrames(page)
    await page.context().close()
    return [
      {
        name: 'reports-first-render-500',
        value: median(loads),
        unit: 'ms',
        budget: null,
        runs: loads.length,
        min: Math.min(...loads),
        max: Math.max(...loads),
      },
      {
        name: 'home-first-status-reference',
        value: median(reference),
        unit: 'ms',
        budget: null,
        runs: reference.length,
        min: Math.min(...reference),
        max: Math.max(...reference),
      },
      {
        // The first report may come a little after a home column's first status (its column
        // loads lazily and asks the admin API), never much later.
        name: 'reports-first-render-ratio',
        value: Math.round((median(loads) / median(reference)) * 100) / 100,
        unit: 'x',
        budget: { kind: 'max', limit: 1.5 },
        runs: loads.length,
      },
      {
        name: 'dom-elements-reports-500',
        value: elements,
        unit: 'elements',
        budget: { kind: 'max', limit: 1500 },
        runs: 1,
      },
      {
        name: 'js-heap-reports-500',
        value: heap,
        unit: 'MB',
        budget: { kind: 'max', limit: 15 },
        runs: 1,
      },
      {
        // 60 frames a second with the headless browser's timer jitter (16.7 ms is every frame
        // exactly on time): a dropped frame shows as 33 ms.
        name: 'scroll-frame-p95-reports-500',
        value: Math.round(scroll.p95 * 10) / 10,
        unit: 'ms',
        budget: { kind: 'max', limit: 20 },
        runs: scroll.frames,
      },
      {
        name: 'scroll-frame-median-reports-500',
        value: Math.round(scroll.median * 10) / 10,
        unit: 'ms',
        budget: null,
        runs: scroll.frames,
      },
    ]
  } finally {
    await bench.close()
  }
}

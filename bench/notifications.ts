// Notifications figures (issue 16) on the production build: a notifications column after 1,000
// notifications were loaded by scrolling (DOM elements and JS heap, held to the timeline
// budgets), and the stream burst with a notifications column on the deck while 20 of the 200
// posts a second mention the reader. `npm run bench -- notifications` runs these only.

import type { Page } from 'playwright-core'
import { burstFigures, heapAfterGc } from './browser'
import { startBrowserBench, signedInPage, type BrowserBench } from './browser-session'
import type { Figure } from './figure'

const control = (bench: BrowserBench, path: string, body: unknown) =>
  fetch(`${bench.instance.url}/__control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

/** Raises `count` notifications for alice: half mentions (status cards), half likes and follows
 * (the lighter rows), through the instance's own paths. */
async function raiseNotifications(bench: BrowserBench, count: number): Promise<void> {
  await control(bench, 'emit/status', { author: 'bob', count: count / 2, text: '@alice hello' })
  const mine = (await (
    await fetch(`${bench.instance.url}/api/v1/timelines/home?limit=1`, {
      headers: { Authorization: 'Bearer seed-token-alice' },
    })
  ).json()) as { id: string }[]
  const statusId = mine[0]?.id
  for (let i = 0; i < count / 2; i++) {
    const like = i % 2 === 0 && statusId !== undefined
    await control(bench, 'emit/notification', {
      from: i % 3 === 0 ? 'mira' : 'botty',
      type: like ? 'favourite' : 'follow',
      ...(like ? { status_id: statusId } : {}),
    })
  }
}

/** Scrolls the column down until `count` notifications were loaded; returns its element count. */
async function loadByScrolling(page: Page, count: number): Promise<number> {
  const scroller = page.locator('section.column .timeline-scroll').first()
  // The first page, then 20 per older page (the column asks for 20 at a time).
  let loaded = 20
  page.on('response', (response) => {
    const url = response.url()
    if (url.includes('/api/v1/notifications') && url.includes('max_id=')) loaded += 20
  })
  const deadline = Date.now() + count * 200
  while (loaded < count && Date.now() < deadline) {
    // A column already at its bottom hears no scroll from scrollTo: tell it it scrolled, as a
    // reader's next wheel turn would (an older fetch starts at most once a second).
    await scroller.evaluate((element) => {
      element.scrollTo(0, element.scrollHeight)
      element.dispatchEvent(new Event('scroll'))
    })
    await page.waitForTimeout(250)
  }
  if (loaded < count) throw new Error(`only ${String(loaded)} notifications loaded`)
  return scroller.evaluate(
    (element) => element.closest('section')?.querySelectorAll('*').length ?? 0,
  )
}

async function columnFigures(bench: BrowserBench): Promise<Figure[]> {
  const page = await signedInPage(bench, 'alice', [{ kind: 'notifications' }])
  await page.goto(`${bench.instance.url}/deck`)
  await page.locator('section.column .notification').first().waitFor()
  const elements = await loadByScrolling(page, 1000)
  const heap = await heapAfterGc(page)
  await page.context().close()
  return [
    {
      name: 'dom-elements-notifications-1000',
      value: elements,
      unit: 'elements',
      budget: { kind: 'max', limit: 1500 },
      runs: 1,
    },
    {
      name: 'js-heap-notifications-1000',
      value: heap,
      unit: 'MB',
      budget: { kind: 'max', limit: 15 },
      runs: 1,
    },
  ]
}

export async function figures(): Promise<Figure[]> {
  const bench = await startBrowserBench(6000)
  try {
    await raiseNotifications(bench, 1000)
    const out = await columnFigures(bench)
    out.push(
      ...(await burstFigures(bench, {
        kinds: [
          'home',
          'notifications',
          'local',
          'federated',
          'local',
          'home',
          'local',
          'federated',
        ],
        prefix: 'stream-burst-notifications',
        mentionsPerSecond: 20,
      })),
    )
    return out
  } finally {
    await bench.close()
  }
}

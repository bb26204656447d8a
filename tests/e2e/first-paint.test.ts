import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { column } from './deck-helpers'
import { useHarness, type Harness } from './harness'
import {
  emulate,
  firstStatusAt,
  isBootCall,
  isTimelineRequest,
  loadedResources,
  watchFirstStatus,
} from './load-timeline'

/** Puts a signed-in session for `nickname` (its seeded token) into storage before the page loads,
 * as a reload of a signed-in tab finds it. */
async function storeSession(h: Harness, nickname: string, token = `seed-token-${nickname}`) {
  const me = (await (
    await fetch(`${h.instance.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer seed-token-${nickname}` },
    })
  ).json()) as { id: string }
  const key = `${nickname}@${new URL(h.instance.url).host}`
  const account = { key, baseUrl: h.instance.url, userId: me.id, nickname, token }
  const state = {
    version: 1,
    data: { accounts: [{ ...account, role: 'member', expired: false }], activeKey: key, apps: {} },
  }
  await h.page.addInitScript(
    (json) => localStorage.setItem('accounts', json),
    JSON.stringify(state),
  )
  return key
}

/** Two frames: whatever a settled promise renders is on screen by then. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

describe('the first status on a slow network', () => {
  const h = useHarness()

  it('asks for the first timeline page before the instance has answered its start-up calls', async () => {
    await storeSession(h, 'alice')
    await watchFirstStatus(h.page)
    await emulate(h.page, { latencyMs: 150 })
    await h.page.goto('/main/friends')
    await firstStatusAt(h.page)
    const resources = await loadedResources(h.page)
    const timeline = resources.find(isTimelineRequest)
    const boot = resources.filter(isBootCall)
    const verification = resources.find((r) => r.path.startsWith('/api/v1/accounts/verify'))
    expect(timeline?.path).toMatch(/^\/api\/v1\/timelines\/home/)
    expect(boot.length).toBeGreaterThan(0)
    expect(verification).toBeDefined()
    // Started before any start-up call (and the token check) had answered: in parallel with them.
    for (const call of [...boot, verification]) {
      expect(timeline?.startTime, call?.path).toBeLessThan(call?.responseEnd ?? 0)
    }
    // The page carries Akkoma's initial results: those calls are not made at all.
    const paths = resources.map((r) => r.path)
    for (const embedded of [
      '/api/v1/instance',
      '/nodeinfo/2.0.json',
      '/api/pleroma/frontend_configurations',
    ])
      expect(paths).not.toContain(embedded)
    // The page, then its code in one wave, then the timeline.
    expect(timeline?.wave).toBeLessThanOrEqual(3)
    expect(h.pageErrors).toEqual([])
  })

  it('shows a visitor the public timeline with the same single wave of code', async () => {
    await watchFirstStatus(h.page)
    await emulate(h.page, { latencyMs: 150 })
    await h.page.goto('/')
    await firstStatusAt(h.page)
    const resources = await loadedResources(h.page)
    const timeline = resources.find(isTimelineRequest)
    expect(timeline?.wave).toBeLessThanOrEqual(3)
    for (const call of resources.filter(isBootCall))
      expect(timeline?.startTime, call.path).toBeLessThan(call.responseEnd)
    expect(h.pageErrors).toEqual([])
  })

  it('keeps the keys pressed before the keyboard code has arrived, and acts on them then', async () => {
    // The shortcuts' code loads after the first status: hold it back until the keys are pressed.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await h.page.route('**/assets/CommandKeys-*.js', async (route) => {
      await held
      await route.continue()
    })
    await watchFirstStatus(h.page)
    await h.page.goto('/')
    await firstStatusAt(h.page)
    await h.page.keyboard.press('1')
    await h.page.keyboard.press('j')
    const focusedStatus = () =>
      h.page.evaluate(
        () => document.activeElement?.closest('article')?.getAttribute('data-status-id') ?? null,
      )
    expect(await focusedStatus()).toBeNull()
    release()
    await expect.poll(focusedStatus).not.toBeNull()
    expect(h.pageErrors).toEqual([])
  })

  it('drops the first page of an account whose token the instance refuses', async () => {
    await storeSession(h, 'alice')
    // The timeline answers; the token check answers later, with a refusal.
    let timelineAnswered: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (timelineAnswered = resolve))
    h.page.on('requestfinished', (request) => {
      if (request.url().includes('/api/v1/timelines/home')) timelineAnswered()
    })
    await h.page.route('**/api/v1/accounts/verify_credentials', async (route) => {
      await answered
      await route.fulfill({ status: 401, json: { error: 'The access token is invalid' } })
    })
    await h.page.goto('/main/friends')
    await h.page.getByRole('alert').filter({ hasText: 'has ended' }).waitFor()
    await settle(h.page)
    const home = h.page.getByRole('main', { name: 'Home' })
    expect(await home.getByRole('article').count()).toBe(0)
  })

  it('starts offline: the frame, a timeline error, and the stored session kept', async () => {
    const key = await storeSession(h, 'alice')
    for (const path of [
      '**/api/**',
      '**/nodeinfo/**',
      '**/static/*.json',
      '**/static/*.html',
      '**/instance/**',
    ])
      await h.page.route(path, (route) => route.abort('internetdisconnected'))
    await h.page.goto('/deck')
    await h.page.getByRole('main', { name: 'Deck' }).waitFor()
    await h.page.getByRole('alert').filter({ hasText: 'Error fetching timeline' }).first().waitFor()
    await column(h.page, 'Home').waitFor()
    expect(await h.page.getByRole('alert').filter({ hasText: 'has ended' }).count()).toBe(0)
    const stored = await h.page.evaluate(() => localStorage.getItem('accounts') ?? '')
    expect(stored).toContain(key)
    expect(stored).toContain('"expired":false')
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { passwordLogin, storeSettings } from './auth-helpers'
import { useHarness } from './harness'
import { emitNotification, row } from './notifications-helpers'

// Desktop notifications through the real Notification API: an init script wraps the
// constructor (it still builds the real notification) and requestPermission, to count them.
const spy = `
  (() => {
    const Real = window.Notification
    window.__desktop = []
    window.__asked = 0
    class Spy extends Real {
      constructor(title, options) {
        super(title, options)
        window.__desktop.push({ title, body: options && options.body, at: performance.now() })
      }
      static get permission() {
        return Real.permission
      }
      static requestPermission() {
        window.__asked += 1
        return Real.requestPermission()
      }
    }
    window.Notification = Spy
  })()
`

interface Alert {
  title: string
  body: string
  /** performance.now() when it was made: ms since the page started loading. */
  at: number
}

const alerts = (page: Page) => page.evaluate<Alert[]>('window.__desktop')
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications, \d+ unseen$/ }).first()
const unseen = async (page: Page) =>
  Number(/(\d+) unseen/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0)

describe('desktop notifications', () => {
  const h = useHarness(undefined, { testControl: true })

  it('asks for the permission only when the button is clicked', async () => {
    const { page, context } = h
    await context.addInitScript(spy)
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto('/alice/notifications')
    await page.getByRole('main').getByRole('feed', { name: 'Notifications' }).waitFor()
    await bell(page).waitFor()
    expect(await page.evaluate('window.__asked')).toBe(0)
    await page.getByRole('button', { name: 'Alerts', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Desktop and push notifications' })
    await panel.getByRole('button', { name: 'Enable desktop notifications' }).click()
    await expect.poll(() => page.evaluate('window.__asked')).toBe(1)
    // Nobody answers the prompt in a headless browser: it is refused, and the panel says so.
    await panel.getByText('The browser blocks desktop notifications for this site.').waitFor()
  })

  it('stays silent 10 s after the start, then alerts, but not for the list the reader looks at', async () => {
    const { page, context, instance } = h
    await context.grantPermissions(['notifications'], { origin: instance.url })
    await context.addInitScript(spy)
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    // No notifications beside the timeline (the wide layout's third column would show them, and
    // a list on screen is not alerted).
    await storeSettings(page, `alice@${new URL(instance.url).host}`, { thirdColumnMode: 'none' })
    await page.goto('/main/friends')
    await bell(page).waitFor()

    // Within the silence: counted, not alerted.
    const before = await unseen(page)
    await emitNotification(instance.url, { from: 'botty', type: 'follow' })
    await expect.poll(() => unseen(page), { timeout: 5000 }).toBe(before + 1)
    const arrivedAt = await page.evaluate<number>('performance.now()')
    expect(arrivedAt).toBeLessThan(9000)
    expect(await alerts(page)).toEqual([])

    // Later ones alert, once the silence is over (a new one every 2 s until one does).
    const raise = () => emitNotification(instance.url, { from: 'mira', type: 'follow' })
    await raise()
    await expect
      .poll(
        async () => {
          const found = await alerts(page)
          if (found.length === 0) await raise()
          return found.length
        },
        { timeout: 25_000, interval: 2000 },
      )
      .toBeGreaterThan(0)
    const [first] = await alerts(page)
    expect(first?.title).toBe('Mira (MFA) followed you')
    expect(first?.at).toBeGreaterThanOrEqual(10_000)

    // Looking at the notifications (in front, the list on screen): no alert for them.
    await bell(page).click()
    const feed = page.getByRole('main').getByRole('feed', { name: 'Notifications' })
    await feed.locator('[data-row-id]').first().waitFor()
    expect(await page.evaluate('document.hasFocus()')).toBe(true)
    const shownBefore = (await alerts(page)).length
    await emitNotification(instance.url, { from: 'lena', type: 'follow' })
    await row(feed, 'Lena (locked) followed you').waitFor()
    expect((await alerts(page)).length).toBe(shownBefore)
    expect(h.pageErrors).toEqual([])
  })
})

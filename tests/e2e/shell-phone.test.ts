import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDeckAs } from './deck-helpers'
import { phone, useHarness } from './harness'
import { apiAs } from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 10_000 }

function countOf(title: string): number {
  return Number(/^\((\d+)\)/.exec(title)?.[1] ?? 0)
}

/** A horizontal swipe from x to x + dx at the middle of the screen, as touch events. */
async function swipe(page: Page, x: number, dx: number) {
  const y = 400
  const touch = (at: number) => ({ identifier: 1, clientX: at, clientY: y })
  const target = page.locator('body')
  await target.dispatchEvent('touchstart', { touches: [touch(x)], changedTouches: [touch(x)] })
  await target.dispatchEvent('touchend', { touches: [], changedTouches: [touch(x + dx)] })
}

async function unseenOnServer(baseUrl: string): Promise<number> {
  const listed = await apiAs<{ pleroma: { is_seen: boolean } }[]>(
    baseUrl,
    'alice',
    'GET',
    '/api/v1/notifications?limit=40',
  )
  return listed.filter((notification) => !notification.pleroma.is_seen).length
}

function notificationsDrawer(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Notifications' })
}

describe('the shell on a phone', () => {
  const h = useHarness(phone)

  it('opens the notifications drawer from the bell and marks them seen when it closes', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    await expect.poll(() => page.title(), eventually).toMatch(/^\(\d+\) /)
    expect(await unseenOnServer(instance.url)).toBeGreaterThan(0)
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / })
    await bell.click()
    const drawer = notificationsDrawer(page)
    await drawer.locator('.notification-unseen').first().waitFor()
    expect(await bell.getAttribute('aria-expanded')).toBe('true')
    const before = countOf(await page.title())
    const unseen = await drawer.locator('.notification-unseen').count()

    await drawer.getByRole('button', { name: 'Close the notifications' }).click()
    await drawer.waitFor({ state: 'hidden' })
    await expect.poll(async () => countOf(await page.title()), eventually).toBe(before - unseen)
    await expect.poll(() => unseenOnServer(instance.url), eventually).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('closes the notifications drawer when the route changes', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, / })
      .click()
    const drawer = notificationsDrawer(page)
    await drawer.locator('[data-row-id]').first().waitFor()
    // A notification leads somewhere: the drawer goes with the page it was opened over.
    await drawer.locator('a[href^="/notice/"]').first().click()
    await page.waitForURL(/\/notice\//)
    await drawer.waitFor({ state: 'hidden' })
  })

  it('opens and closes the drawers by swiping from their edge', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.locator('article').first().waitFor()
    const menu = page.getByRole('complementary', { name: 'Menu' })
    const width = phone.width
    // The menu: from the left edge to the right; back with a swipe to the left.
    await expect
      .poll(async () => {
        await swipe(page, 4, 120)
        return menu.isVisible()
      }, eventually)
      .toBe(true)
    await menu.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 200, clientY: 300 }],
    })
    await menu.dispatchEvent('touchend', {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: 100, clientY: 305 }],
    })
    await menu.waitFor({ state: 'hidden' })

    // The notifications: from the right edge to the left, past 50 px (40 px is not enough).
    const drawer = notificationsDrawer(page)
    await swipe(page, width - 4, -40)
    expect(await drawer.isVisible()).toBe(false)
    await swipe(page, width - 4, -120)
    await drawer.waitFor()
    // And closed with a swipe back to the right, which marks them seen like any close.
    await drawer.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 100, clientY: 300 }],
    })
    await drawer.dispatchEvent('touchend', {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: 200, clientY: 305 }],
    })
    await drawer.waitFor({ state: 'hidden' })
  })

  it('lists interactions, announcements with their unread count, and logs out', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const menu = page.getByRole('complementary', { name: 'Menu' })
    const interactions = menu.getByRole('link', { name: 'Interactions' })
    expect(await interactions.getAttribute('href')).toBe('/users/alice/interactions')
    const announcements = menu.getByRole('link', { name: /^Announcements/ })
    await expect.poll(() => announcements.textContent(), eventually).toMatch(/\d+ unread/)
    expect(await announcements.getAttribute('href')).toBe('/announcements')
    // Settings came with its screen: an entry that opens it (moderation has none yet).
    expect(await menu.getByRole('button', { name: 'Settings' }).count()).toBe(1)
    expect(await menu.getByText('Moderation').count()).toBe(0)

    await menu.getByRole('button', { name: 'Log out' }).click()
    const confirm = page.getByRole('dialog', { name: 'Log out' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL(/\/main\/public$/)
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().waitFor()
    expect(h.pageErrors).toEqual([])
  })
})

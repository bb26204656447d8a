import { describe, expect, it } from 'vitest'
import { deck, openDeckAs } from './deck-helpers'
import { phone, useHarness } from './harness'
import { apiAs } from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 10_000 }

function countOf(title: string): number {
  return Number(/^\((\d+)\)/.exec(title)?.[1] ?? 0)
}

describe('notifications on a phone', () => {
  const h = useHarness(phone)

  it('shows no heading, keeps the bell’s count in the top bar, and marks seen on leaving', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    const switcher = page.getByRole('navigation', { name: /columns/i })
    await switcher.getByRole('button', { name: 'Notifications' }).click()
    const feed = deck(page).getByRole('feed', { name: 'Notifications' })
    await feed.locator('.notification-unseen').first().waitFor()
    expect(await page.getByRole('button', { name: 'Mark all read' }).isVisible()).toBe(false)
    // On a phone the bell opens the notifications drawer (tests/e2e/shell-phone.test.ts).
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unseen$/ })
    // The top bar comes right after the first status.
    await bell.waitFor()
    await expect.poll(() => page.title(), eventually).toMatch(/^\(\d+\) /)
    const before = countOf(await page.title())
    const unseen = await feed.locator('.notification-unseen').count()

    await switcher.getByRole('button', { name: 'Home' }).click()
    await expect.poll(async () => countOf(await page.title()), eventually).toBe(before - unseen)
    // The count drops at once; the server hears of it a moment later.
    const allSeenOnServer = async () =>
      (
        await apiAs<{ pleroma: { is_seen: boolean } }[]>(
          instance.url,
          'alice',
          'GET',
          '/api/v1/notifications?limit=10',
        )
      ).every((notification) => notification.pleroma.is_seen)
    await expect.poll(allSeenOnServer, eventually).toBe(true)
    expect(h.pageErrors).toEqual([])
  })
})

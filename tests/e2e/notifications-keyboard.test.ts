import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDeckAs } from './deck-helpers'
import { useHarness } from './harness'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 10_000 }

function focusedRow(page: Page) {
  return page.evaluate(
    () => document.activeElement?.closest('[data-row-id]')?.getAttribute('data-row-id') ?? null,
  )
}

describe('notifications by keyboard', () => {
  const h = useHarness()

  it('g n opens the notifications, j/k move between them, Enter opens what one is about', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.keyboard.press('g')
    await page.keyboard.press('n')
    await page.waitForURL((url) => url.pathname === '/alice/notifications')
    const main = page.getByRole('main', { name: 'Notifications' })
    await main
      .getByRole('feed', { name: 'Notifications' })
      .locator('[data-row-id]')
      .nth(2)
      .waitFor()
    expect(await main.getByText('This screen is not part of the client yet.').count()).toBe(0)

    // As on the deck: 1 puts the keyboard in the (only) column, then j/k move.
    await page.keyboard.press('1')
    await page.keyboard.press('j')
    await expect.poll(() => focusedRow(page), eventually).not.toBeNull()
    const first = await focusedRow(page)
    await page.keyboard.press('j')
    await expect.poll(() => focusedRow(page), eventually).not.toBe(first)
    await page.keyboard.press('k')
    await expect.poll(() => focusedRow(page), eventually).toBe(first)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname !== '/alice/notifications')
    expect(h.pageErrors).toEqual([])
  })

  it('reaches the notifications from the palette and the menu', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.getByRole('combobox').fill('notifications')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/alice/notifications')
    await page.getByRole('main', { name: 'Notifications' }).waitFor()

    await page.goto('/deck')
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page
      .getByRole('complementary', { name: 'Menu' })
      .getByRole('link', { name: /^Notifications/ })
      .click()
    await page.waitForURL((url) => url.pathname === '/alice/notifications')
    expect(h.pageErrors).toEqual([])
  })
})

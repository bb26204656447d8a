import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'

async function focusedArticle(page: Page) {
  return page.evaluate(() => {
    const article = document.activeElement?.closest('article')
    const region = document.activeElement?.closest('section.column')
    return {
      status: article?.getAttribute('data-status-id') ?? null,
      column: region?.getAttribute('aria-label') ?? null,
    }
  })
}

describe('the deck by keyboard only', () => {
  const h = useHarness()

  it('moves with j/k, switches columns, opens a status focused and comes back', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await column(page, 'Home').getByRole('article').nth(2).waitFor()
    await column(page, 'Local').getByRole('article').first().waitFor()

    await page.keyboard.press('1')
    await page.keyboard.press('j')
    // Keys pressed before the keyboard layer has loaded act once it has.
    await expect.poll(async () => (await focusedArticle(page)).column).toBe('Home')
    const first = await focusedArticle(page)
    expect(first.status).not.toBeNull()
    await page.keyboard.press('j')
    const second = await focusedArticle(page)
    expect(second.status).not.toBe(first.status)
    await page.keyboard.press('k')
    expect((await focusedArticle(page)).status).toBe(first.status)

    await page.keyboard.press('l')
    await expect.poll(async () => (await focusedArticle(page)).column).toBe('Notifications')
    await page.keyboard.press('l')
    await expect.poll(async () => (await focusedArticle(page)).column).toBe('Local')
    await page.keyboard.press('h')
    await expect.poll(async () => (await focusedArticle(page)).column).toBe('Notifications')
    await page.keyboard.press('h')
    await expect.poll(async () => (await focusedArticle(page)).column).toBe('Home')

    await page.keyboard.press('Enter')
    await page.waitForURL(/\/notice\//)
    await page.getByRole('main', { name: 'Thread' }).waitFor()
    await page.keyboard.press('Backspace')
    await page.waitForURL(/\/deck$/)
    expect(h.pageErrors).toEqual([])
  })

  it('focuses the first status of the first column on j, with nothing focused yet', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const first = column(page, 'Home').getByRole('article').first()
    await first.waitFor()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.keyboard.press('j')
    await expect.poll(async () => (await focusedArticle(page)).column).toBe('Home')
    expect((await focusedArticle(page)).status).toBe(await first.getAttribute('data-status-id'))
    await page.keyboard.press('j')
    await expect
      .poll(async () => (await focusedArticle(page)).status)
      .toBe(await column(page, 'Home').getByRole('article').nth(1).getAttribute('data-status-id'))
  })

  it('lists the shortcuts on ? and runs commands from the palette', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await help.waitFor()
    expect(await help.getByText('Next status').count()).toBe(1)
    const keysOf = (label: string) =>
      help
        .locator('dd', { hasText: new RegExp(`^${label}$`) })
        .evaluate((dd) => dd.previousElementSibling?.textContent.replace(/\s+/g, ' ').trim())
    expect(await keysOf('Move column right')).toBe('L or >')
    expect(await keysOf('Open the status or column focused')).toBe('Enter or o')
    expect(await keysOf('Home timeline')).toBe('g then h')
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'detached' })

    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    // Focus is in the field: typing goes straight into it.
    await expect
      .poll(() =>
        palette.getByRole('combobox').evaluate((field) => field === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.type('local timeline')
    expect(await palette.getByRole('combobox').inputValue()).toBe('local timeline')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/main\/public$/)
  })

  it('ignores shortcuts while typing in a field', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.getByRole('searchbox', { name: 'Search' }).fill('j')
    await page.keyboard.press('g')
    await page.keyboard.press('h')
    expect(new URL(page.url()).pathname).toBe('/deck')
  })
})

import { describe, expect, it } from 'vitest'
import ar from '../../src/i18n/catalogues/ar.json'
import { passwordLogin, storeSettings } from './auth-helpers'
import { phone, useHarness } from './harness'

describe('Arabic on a phone', () => {
  const h = useHarness(phone)

  it('mirrors the swipe between columns: to the right is the next column', async () => {
    const { page, instance } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await storeSettings(page, `alice@${new URL(instance.url).host}`, { interfaceLanguage: 'ar' })
    await page.goto('/deck')
    const regions = page.getByRole('main', { name: ar['deck.label'] }).locator('section.column')
    await expect.poll(() => regions.first().getAttribute('aria-label')).toBe(ar['columns.home'])
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const second = await page
      .getByRole('navigation', { name: ar['deck.phone_switcher'] })
      .getByRole('button')
      .nth(1)
      .textContent()

    const swipe = async (fromX: number, toX: number) => {
      const box = await regions.first().boundingBox()
      if (!box) throw new Error('no column')
      await regions.first().dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: box.x + fromX, clientY: box.y + 200 }],
        changedTouches: [{ identifier: 1, clientX: box.x + fromX, clientY: box.y + 200 }],
      })
      await regions.first().dispatchEvent('touchend', {
        touches: [],
        changedTouches: [{ identifier: 1, clientX: box.x + toX, clientY: box.y + 210 }],
      })
    }
    // Right to left, the next column is to the left: a swipe to the right brings it.
    await swipe(100, 300)
    await expect.poll(() => regions.first().getAttribute('aria-label')).toBe(second)
    // And back with a swipe to the left.
    await swipe(300, 100)
    await expect.poll(() => regions.first().getAttribute('aria-label')).toBe(ar['columns.home'])
  })
})

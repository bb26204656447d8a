import { describe, expect, it } from 'vitest'
import { openDeckAs } from './deck-helpers'
import { phone, useHarness } from './harness'

describe('the deck on a phone', () => {
  const h = useHarness(phone)

  it('shows one column at a time and switches by the switcher and by swipe', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const regions = page.getByRole('main', { name: 'Deck' }).locator('section.column')
    await expect.poll(() => regions.count()).toBe(1)
    expect(await regions.first().getAttribute('aria-label')).toBe('Home')

    await page
      .getByRole('navigation', { name: 'Columns' })
      .getByRole('button', { name: 'Local' })
      .click()
    await expect.poll(() => regions.first().getAttribute('aria-label')).toBe('Local')

    // Swipe left: the next column.
    const box = await regions.first().boundingBox()
    if (!box) throw new Error('no column')
    await regions.first().dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: box.x + 300, clientY: box.y + 200 }],
      changedTouches: [{ identifier: 1, clientX: box.x + 300, clientY: box.y + 200 }],
    })
    await regions.first().dispatchEvent('touchend', {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: box.x + 100, clientY: box.y + 210 }],
    })
    await expect.poll(() => regions.first().getAttribute('aria-label')).toBe('Federated')

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { openDeckAs } from './deck-helpers'
import { useHarness } from './harness'

describe('loading older statuses', () => {
  // 300 filler statuses on the local timeline: fifteen pages and more.
  const h = useHarness(undefined, { statuses: 300 })

  it('keeps loading older pages at the bottom reached with the End key, until the end', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.goto('/main/public')
    const focused = page.getByRole('main', { name: 'Local' })
    // The focused column (the third column beside it has a list of its own).
    const scroller = focused.locator('.focused-column .timeline-scroll')
    const feed = focused.getByRole('feed', { name: 'Local' })
    const end = focused.getByText('No more statuses')
    await feed
      .getByRole('article')
      .first()
      .click({ position: { x: 2, y: 2 } })
    const height = () => scroller.evaluate((element) => element.scrollHeight)

    let pages = 0
    while (!(await end.isVisible())) {
      const before = await height()
      // A jump to the bottom, one per page, each right after the last page came: the load it
      // asks for may fall inside the throttle's window, and must still come.
      await page.keyboard.press('End')
      await expect
        .poll(async () => (await end.isVisible()) || (await height()) > before, { timeout: 10_000 })
        .toBe(true)
      pages += 1
      expect(pages).toBeLessThan(40)
    }
    expect(pages).toBeGreaterThan(5)
    const loaded = await feed.getAttribute('aria-busy')
    expect(loaded).toBe('false')
    expect(h.pageErrors).toEqual([])
  })
})

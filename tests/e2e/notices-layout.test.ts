import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setFaults } from './composer-helpers'
import { openDeckAs } from './deck-helpers'
import { phone, useHarness } from './harness'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 15_000 }

/** The federated timeline refuses once, so its column says so in a global notice. */
async function showTimelineNotice(page: Page, baseUrl: string) {
  await setFaults(baseUrl, {
    failRate: 1,
    failStatus: 500,
    failPath: '/api/v1/timelines/public',
    failMethod: 'GET',
  })
  try {
    await page.goto('/main/all')
    const notices = page.getByRole('list', { name: 'Notices' })
    await notices.getByRole('alert').first().waitFor(eventually)
    return notices
  } finally {
    await setFaults(baseUrl, { failRate: 0, failPath: '', failMethod: '' })
  }
}

describe('global notices on a phone', () => {
  const h = useHarness(phone, { testControl: true })

  it('span the screen less its margins and sit above the bottom bar, never over it', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    const notices = await showTimelineNotice(page, instance.url)
    const bar = page.getByRole('navigation', { name: 'Main navigation' })
    await bar.waitFor(eventually)
    const box = await notices.boundingBox()
    const barBox = await bar.boundingBox()
    if (!box || !barBox) throw new Error('the notices or the bottom bar have no box')
    expect(box.y + box.height).toBeLessThanOrEqual(barBox.y)
    // The screen less 16 px each side, whatever the message's length.
    expect(box.width).toBeGreaterThanOrEqual(phone.width - 2 * 16 - 1)
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
    await notices.getByRole('button', { name: 'Dismiss' }).first().click()
    await notices.waitFor({ state: 'detached' })
  })
})

import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { passwordLogin } from './auth-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 10_000 }

/** The kinds of the rows a tab lists. */
async function kinds(panel: Locator): Promise<string[]> {
  await panel.locator('[data-notification-type]').first().waitFor()
  const types = await panel
    .locator('[data-notification-type]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-notification-type') ?? ''))
  return [...new Set(types)].sort()
}

describe('interactions', () => {
  const h = useHarness()

  it('lists mentions, favs and repeats, and follows in their tabs, reached from the menu', async () => {
    const { page } = h
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/v1/notifications')
        asked.push(url.searchParams.getAll('include_types[]').join(','))
    })
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Interactions' })
      .click()
    await page.waitForURL((url) => url.pathname === '/users/alice/interactions')

    const tabs = page.getByRole('tablist', { name: 'Kinds of interaction' })
    await tabs.getByRole('tab', { name: 'Mentions' }).waitFor()
    const names = await tabs.getByRole('tab').allTextContents()
    // alice lets her follows move along (allow_following_move): no Moves tab.
    expect(names).toEqual(['Mentions', 'Favs and repeats', 'Follows'])
    const panel = page.getByRole('tabpanel')
    expect(await kinds(panel)).toEqual(['mention'])
    await tabs.getByRole('tab', { name: 'Favs and repeats' }).click()
    await expect.poll(() => kinds(panel), eventually).toEqual(['like', 'repeat'])
    // Arrow keys move between the tabs too.
    await tabs.getByRole('tab', { name: 'Favs and repeats' }).press('ArrowRight')
    await expect.poll(() => kinds(panel), eventually).toEqual(['follow'])
    // Each tab asks the server for its kinds only (spec 1 section 9).
    expect(asked).toEqual(expect.arrayContaining(['mention', 'favourite,reblog', 'follow']))
    expect(h.pageErrors).toEqual([])
  })

  it('offers Moves to whom follows do not move along', async () => {
    const { page, instance } = h
    await apiAs(instance.url, 'alice', 'PATCH', '/api/v1/accounts/update_credentials', {
      allow_following_move: false,
    })
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto('/users/alice/interactions')
    const tabs = page.getByRole('tablist', { name: 'Kinds of interaction' })
    await tabs.getByRole('tab', { name: 'Moves' }).click()
    const panel = page.getByRole('tabpanel')
    await panel.getByText('Old Account migrated to New Account').waitFor()
    expect(await kinds(panel)).toEqual(['move'])
  })
})

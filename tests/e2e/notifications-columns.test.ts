import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addColumn, column, columnTitles, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs, emitNotification, openNotificationsAs, row } from './notifications-helpers'

/** Switches the given kinds of a notifications column off (or on) in its filter menu, which
 * closes after each choice. */
async function toggleKinds(page: Page, columnLocator: Locator, kinds: readonly string[]) {
  for (const kind of kinds) {
    await columnLocator.getByRole('button', { name: 'Filter notifications' }).click()
    const menu = page.getByRole('menu', { name: 'Filter notifications' })
    await menu.getByRole('menuitemcheckbox', { name: kind }).click()
    await menu.waitFor({ state: 'detached' })
  }
}

const allKinds = [
  'Mentions',
  'New posts (subscriptions)',
  'Favorites',
  'Repeats',
  'Reactions',
  'New follows',
  'Follow requests',
  'Account moves',
  'Ended polls',
  'Edits',
]

/** Waits for what the page does in its own time (a fetch, a stream frame, a redraw). */
const eventually = { timeout: 10_000 }

describe('notifications columns on the deck', () => {
  const h = useHarness(undefined, { testControl: true })

  it('keeps its own type filter per column, and new notifications arrive live in the columns that show them', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    expect(await columnTitles(page)).toEqual(['Home', 'Notifications', 'Local', 'Federated'])
    await addColumn(page, 'Notifications')
    // The new column (the last) shows mentions only; the first one everything but mentions.
    const columns = page.getByRole('main', { name: 'Deck' }).locator('section.column')
    await toggleKinds(page, columns.last(), allKinds.slice(1))
    await toggleKinds(page, column(page, 'Notifications'), ['Mentions'])
    await expect
      .poll(() => columnTitles(page), eventually)
      .toEqual(['Home', 'Notifications: 9 kinds', 'Local', 'Federated', 'Notifications: mentions'])
    const mentions = column(page, 'Notifications: mentions').getByRole('feed')
    const others = column(page, 'Notifications: 9 kinds').getByRole('feed')
    await mentions.locator('[data-row-id]').first().waitFor()
    await others.locator('[data-row-id]').first().waitFor()
    expect(
      await mentions.locator('.notification:not([data-notification-type="mention"])').count(),
    ).toBe(0)
    expect(await others.locator('.notification[data-notification-type="mention"]').count()).toBe(0)

    // Live: a mention arrives in the mentions column only, a follow in the other one only.
    const text = `A live mention ${String(Date.now())}`
    await apiAs(instance.url, 'bob', 'POST', '/api/v1/statuses', { status: `@alice ${text}` })
    await row(mentions, 'Bob mentioned you').filter({ hasText: text }).waitFor({ timeout: 15_000 })
    await emitNotification(instance.url, { from: 'mira', type: 'follow' })
    await row(others, 'Mira (MFA) followed you').waitFor({ timeout: 15_000 })
    expect(await others.getByText(text).count()).toBe(0)
    expect(await row(mentions, 'Mira (MFA) followed you').count()).toBe(0)

    // The filters are the columns' own: they come back after a reload.
    await page.reload()
    await column(page, 'Notifications: mentions')
      .getByRole('feed')
      .locator('[data-row-id]')
      .first()
      .waitFor()
    expect(await columnTitles(page)).toContain('Notifications: 9 kinds')
    expect(h.pageErrors).toEqual([])
  })

  it('dismisses one notification, on screen and on the server', async () => {
    const { page, instance } = h
    const id = await emitNotification(instance.url, { from: 'botty', type: 'follow' })
    // The deck was saved to the server by the test before: the focused view has no filter.
    const feed = await openNotificationsAs(page, 'alice')
    const dismissed = row(feed, 'Botty followed you')
    await dismissed.waitFor()
    await dismissed.getByRole('button', { name: 'Dismiss notification' }).click()
    await dismissed.waitFor({ state: 'detached' })
    const left = await apiAs<{ id: string }[]>(
      instance.url,
      'alice',
      'GET',
      '/api/v1/notifications?limit=40',
    )
    expect(left.map((n) => n.id)).not.toContain(id)
    expect(h.pageErrors).toEqual([])
  })
})

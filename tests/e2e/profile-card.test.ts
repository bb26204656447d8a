// The user card (spec 3 §2): opened from an avatar by mouse and by keyboard, from a name and
// from a notification, by `p` on a focused status; its actions reachable and named; a report
// with two statuses from it, as the instance records it; what a visitor's card offers.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousFindings, settled } from './a11y-helpers'
import { column, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { card, eventually, idOf, openProfile, signIn } from './profile-helpers'

/** The accessible names of the controls Tab reaches inside the card, in order. */
async function tabStops(page: Page, count: number): Promise<string[]> {
  const names: string[] = []
  for (let index = 0; index < count; index++) {
    names.push(
      await page.evaluate(() => {
        const active = document.activeElement
        if (!active || !active.closest('[role="dialog"]')) return '(left the card)'
        return (active.getAttribute('aria-label') ?? active.textContent).trim()
      }),
    )
    await page.keyboard.press('Tab')
  }
  return names
}

describe('the user card', () => {
  const h = useHarness(undefined, { testControl: true })

  it('opens from an avatar by mouse, and by keyboard with its actions reachable and named', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    const avatar = home.getByRole('button', { name: 'Show the card of Bob' }).first()
    await avatar.click()
    const opened = card(page)
    await opened.waitFor()
    expect(await opened.getAttribute('aria-label')).toBe('Card of Bob')
    expect(await avatar.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    await opened.waitFor({ state: 'detached' })
    // Focus went back to the avatar: Enter opens the card again, with focus inside it.
    await expect.poll(() => avatar.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await opened.waitFor()
    const stops = await tabStops(page, 11)
    expect(stops).toEqual([
      'Show the avatar of Bob',
      'Bob',
      '15 statuses',
      '4 following',
      '1 follower',
      'Following',
      'Stop notifying me of new posts',
      'Mention',
      'More actions for @bob',
      'Open profile',
      'RSS feed',
    ])
    await page.keyboard.press('Escape')
    await opened.waitFor({ state: 'detached' })
    expect(h.pageErrors).toEqual([])
  })

  it('opens the author’s card with `p` on a focused status, focus inside it', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await column(page, 'Home').getByRole('article').first().waitFor()
    await page.keyboard.press('1')
    await page.keyboard.press('j')
    // Keys pressed before the keyboard layer has loaded act once it has.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('article')))
      .toBe(true)
    const author = await page.evaluate(() =>
      document.activeElement?.closest('article')?.getAttribute('aria-label'),
    )
    await page.keyboard.press('p')
    const opened = card(page)
    await opened.waitFor()
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true)
    const name = (await opened.getAttribute('aria-label'))?.replace('Card of ', '') ?? ''
    expect(author).toContain(name)
  })

  it('opens from a name and from a notification’s avatar', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    await home.locator('article .status-author').first().click()
    await card(page).waitFor()
    await page.keyboard.press('Escape')
    const notifications = column(page, 'Notifications')
    const actorAvatar = notifications.locator('button.notification-avatar').first()
    await actorAvatar.click()
    await card(page).waitFor()
    expect(await card(page).getAttribute('aria-label')).toMatch(/^Card of /)
  })

  it('files a report with two statuses from the card, and the instance records both', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    await column(page, 'Home').getByRole('button', { name: 'Show the card of Bob' }).first().click()
    await card(page).getByRole('button', { name: 'More actions for @bob' }).click()
    await page.getByRole('menuitem', { name: 'Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reporting @bob' })
    const choices = dialog.getByRole('checkbox')
    await choices.nth(1).waitFor()
    await choices.nth(0).check()
    await choices.nth(1).check()
    const chosen = await dialog
      .locator('.report-status')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.querySelector('input')?.checked)
          .map((label) => label.querySelector('.report-status-text')?.textContent ?? ''),
      )
    expect(chosen).toHaveLength(2)
    await dialog.getByLabel('Additional comments').fill('Two posts to look at')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.waitFor({ state: 'detached' })

    const bob = await idOf(instance.url, 'bob')
    const { reports } = await apiAs<{
      reports: { account: { id: string }; content: string; statuses: { content: string }[] }[]
    }>(instance.url, 'admin', 'GET', '/api/v1/pleroma/admin/reports')
    const filed = reports.find((report) => report.content === 'Two posts to look at')
    expect(filed?.account.id).toBe(bob)
    expect(filed?.statuses).toHaveLength(2)
    expect(h.pageErrors).toEqual([])
  })

  it('reports from a status menu with that status chosen, and says when the report fails', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    const first = column(page, 'Home').getByRole('article', { name: /@bob/ }).first()
    await first.getByRole('button', { name: 'More' }).click()
    await page.getByRole('menuitem', { name: 'Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reporting @bob' })
    await expect.poll(() => dialog.getByRole('checkbox').first().isChecked(), eventually).toBe(true)
    await fetch(`${instance.url}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ failRate: 1, failStatus: 500 }),
    })
    try {
      await dialog.getByRole('button', { name: 'Submit' }).click()
      await dialog
        .getByRole('alert')
        .getByText('An error occurred while processing your request.')
        .waitFor()
    } finally {
      await fetch(`${instance.url}/__control/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ failRate: 0 }),
      })
    }
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('offers a visitor the remote follow on a local account, and nothing to act with', async () => {
    const { page } = h
    await page.goto('/main/public')
    const local = page.getByRole('feed')
    await local
      .getByRole('button', { name: /^Show the card of / })
      .first()
      .click()
    const opened = card(page)
    await opened.waitFor()
    await opened.locator('.user-card-links').waitFor()
    expect(await opened.getByRole('button', { name: /^Follow/ }).count()).toBe(0)
    expect(await opened.getByRole('button', { name: /^More actions/ }).count()).toBe(0)
    expect(await opened.getByRole('button', { name: 'Remote follow' }).count()).toBe(1)
  })

  it('passes axe on a profile and with its card open, in every look', async () => {
    const { page } = h
    await signIn(page, 'alice')
    const header = await openProfile(page, '/bob')
    await page.getByRole('feed').getByRole('article').first().waitFor()
    await settled(page)
    expect(await seriousFindings(page)).toEqual([])
    await header.getByRole('link', { name: 'Bob' }).click()
    await card(page).locator('.follow-button').waitFor()
    await settled(page)
    expect(await seriousFindings(page)).toEqual([])
  })
})

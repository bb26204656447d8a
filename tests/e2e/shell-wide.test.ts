import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dockedComposer } from './composer-helpers'
import { column, columnTitles, deck, openDeckAs } from './deck-helpers'
import { storeSettings } from './auth-helpers'
import { useHarness } from './harness'

function thirdColumn(page: Page) {
  return page.getByRole('complementary', { name: 'Notifications' })
}

async function removeColumn(page: Page, title: string) {
  await column(page, title)
    .getByRole('button', { name: `Column menu: ${title}` })
    .click()
  await page.getByRole('menuitem', { name: 'Remove column' }).click()
  await expect.poll(() => columnTitles(page)).not.toContain(title)
}

/** Chooses the third column's mode as the settings screen will, through the stored settings. */
async function chooseThirdColumn(page: Page, baseUrl: string, mode: string) {
  const back = page.url()
  await storeSettings(page, `alice@${new URL(baseUrl).host}`, { thirdColumnMode: mode })
  await page.goto(back)
  await deck(page).waitFor()
}

describe('the wide layout (1440 px)', () => {
  const h = useHarness()

  it('puts the notifications beside a deck that has no column of them, the post form still docked', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await column(page, 'Home').getByRole('article').first().waitFor()
    // The first deck has a notifications column: no second list beside it.
    expect(await thirdColumn(page).count()).toBe(0)

    await removeColumn(page, 'Notifications')
    await thirdColumn(page).locator('[data-row-id]').first().waitFor()
    await dockedComposer(page).getByRole('combobox', { name: 'Post text' }).waitFor()
    // Beside the deck, at its end.
    const third = await thirdColumn(page).boundingBox()
    const composer = await dockedComposer(page).boundingBox()
    expect(third && composer && third.x > composer.x).toBe(true)
    expect(h.pageErrors).toEqual([])
  })

  it('shows the notifications beside a focused timeline, but not beside the notifications', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.goto('/main/public')
    await thirdColumn(page).locator('[data-row-id]').first().waitFor()
    await page.goto('/alice/notifications')
    await page
      .getByRole('main', { name: 'Notifications' })
      .locator('[data-row-id]')
      .first()
      .waitFor()
    expect(await thirdColumn(page).count()).toBe(0)
  })

  it('moves the post form to the third column in postform mode, and leaves it out in none', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    await removeColumn(page, 'Notifications')
    await chooseThirdColumn(page, instance.url, 'postform')
    const form = dockedComposer(page)
    await form.getByRole('combobox', { name: 'Post text' }).waitFor()
    const row = deck(page).locator('.deck-row')
    // After the row of columns, not before it.
    const after = async () => {
      const [box, columns] = [await form.boundingBox(), await row.boundingBox()]
      return box !== null && columns !== null && box.x >= columns.x + columns.width - 1
    }
    expect(await after()).toBe(true)
    expect(await form.count()).toBe(1)
    expect(await thirdColumn(page).count()).toBe(0)

    await chooseThirdColumn(page, instance.url, 'none')
    await form.getByRole('combobox', { name: 'Post text' }).waitFor()
    expect(await after()).toBe(false)
    expect(await thirdColumn(page).count()).toBe(0)
  })

  it("shows the instance's logo through its mask in the bar, and its background behind the page", async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const logo = page.getByRole('banner').locator('.nav-logo')
    await logo.waitFor()
    const mask = await logo
      .locator('.nav-logo-mask')
      .evaluate((element) => getComputedStyle(element).maskImage)
    expect(mask).toContain('/static/logo.svg')
    expect(await logo.getAttribute('aria-hidden')).toBe('true')
    const background = await page
      .locator('.app-body')
      .evaluate((element) => getComputedStyle(element).backgroundImage)
    expect(background).toContain('/images/city.jpg')
  })
})

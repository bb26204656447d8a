// The layout of issue 15 as a reader sees it: the status card's columns, the column bar's two
// states side by side, the docked composer staying put, the focused view's grid, and the phone's
// bottom bar with nothing floating over the posts.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { column, deck, openDeckAs, postAs } from './deck-helpers'
import { seriousFindings, settled } from './a11y-helpers'
import { dockedComposer } from './composer-helpers'
import { phone, useHarness } from './harness'

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function cardWith(page: Page, title: string, marker: string): Promise<Locator> {
  const card = column(page, title).getByRole('article').filter({ hasText: marker }).first()
  await card.waitFor({ timeout: 15_000 })
  return card
}

describe('the status card and the deck on a wide screen', () => {
  const h = useHarness()

  it('puts name, handle and time on one line and aligns the text and actions with the name', async () => {
    const { page } = h
    const marker = `layout-${String(Date.now())}`
    await postAs(h.instance.url, 'bob', `Aligned text ${marker}`)
    await openDeckAs(page, 'alice')
    const card = await cardWith(page, 'Home', marker)
    const name = await box(card.locator('.status-author'))
    const handle = await box(card.getByText('@bob', { exact: true }).first())
    const time = await box(card.getByRole('link', { name: 'now' }))
    const text = await box(card.getByText(`Aligned text ${marker}`))
    const actions = await box(card.getByRole('group', { name: 'Post actions' }))
    const avatar = await box(card.locator('.status-avatar-link'))
    // One line: the handle and the time sit beside the name.
    expect(Math.abs(handle.y + handle.height / 2 - (name.y + name.height / 2))).toBeLessThan(4)
    expect(Math.abs(time.y + time.height / 2 - (name.y + name.height / 2))).toBeLessThan(4)
    // The text starts where the name starts, beside the avatar, and right under the name line.
    expect(Math.abs(text.x - name.x)).toBeLessThan(2)
    expect(text.x).toBeGreaterThan(avatar.x + avatar.width)
    expect(text.y - (name.y + name.height)).toBeLessThan(12)
    expect(actions.x).toBeGreaterThan(avatar.x + avatar.width - 10)
  })

  it('shows "up to date" and the unread count side by side in a narrow column', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    await home.getByRole('article').first().waitFor()
    await page.getByRole('button', { name: 'Column menu: Home' }).click()
    await page.getByRole('menuitem', { name: 'Narrow' }).click()
    const marker = `unread-${String(Date.now())}`
    await postAs(h.instance.url, 'bob', `Something new ${marker}`)
    await cardWith(page, 'Home', marker)
    const unread = home.getByRole('button', { name: '1 unread' })
    await unread.waitFor()
    const upToDate = home.getByText('Up to date')
    // Whole, not cut to "Up…".
    expect(await upToDate.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
    await home.getByRole('button', { name: 'Mark read' }).click()
    await unread.waitFor({ state: 'detached' })
  })

  it('keeps the docked composer in place while the deck scrolls sideways', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.getByRole('button', { name: 'Column menu: Home' }).click()
    await page.getByRole('menuitem', { name: 'Wide' }).click()
    await page.getByRole('button', { name: 'Column menu: Local' }).click()
    await page.getByRole('menuitem', { name: 'Wide' }).click()
    const before = await box(dockedComposer(page))
    const row = deck(page).locator('.deck-row')
    await expect.poll(() => row.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeGreaterThan(0)
    await row.evaluate((e) => {
      e.scrollLeft = e.scrollWidth
    })
    await expect.poll(() => row.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0)
    expect(await box(dockedComposer(page))).toEqual(before)
  })

  it('shows a focused view at a readable measure with the post form beside it', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.goto('/main/friends')
    const main = page.getByRole('main', { name: 'Home' })
    const region = main.getByRole('region', { name: 'Home' })
    await region.getByRole('article').first().waitFor()
    const columnBox = await box(region)
    expect(columnBox.width).toBeLessThanOrEqual(641)
    expect(columnBox.width).toBeGreaterThan(500)
    const composer = await box(dockedComposer(page))
    expect(composer.x + composer.width).toBeLessThanOrEqual(columnBox.x)
    // The notifications (the wide layout's third column) after it, and the group centred on the
    // page rather than a strip at one side.
    const notifications = page.getByRole('complementary', { name: 'Notifications' })
    await notifications.locator('[data-row-id]').first().waitFor()
    const third = await box(notifications)
    expect(third.x).toBeGreaterThanOrEqual(columnBox.x + columnBox.width)
    const left = composer.x
    const right = 1440 - (third.x + third.width)
    expect(Math.abs(left - right)).toBeLessThan(40)
  })
})

describe('the deck on a phone', () => {
  const h = useHarness(phone)

  it('keeps the main places at the bottom and nothing floating over the posts', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const bar = page.getByRole('navigation', { name: 'Main navigation' })
    const barBox = await box(bar)
    expect(barBox.y + barBox.height).toBeGreaterThan(phone.height - 2)
    for (const name of ['Home', 'Local', 'Federated']) {
      await bar.getByRole('link', { name }).waitFor()
    }
    await bar.getByRole('button', { name: 'New post' }).click()
    await page.getByRole('dialog', { name: 'New post' }).waitFor()
    await page.keyboard.press('Escape')

    const add = await box(deck(page).getByRole('button', { name: 'Add column' }))
    const articles = deck(page).getByRole('article')
    await articles.first().waitFor()
    for (const article of await articles.all()) {
      const articleBox = await article.boundingBox()
      if (articleBox) expect(overlaps(add, articleBox)).toBe(false)
    }
    // Each action is a target a thumb can hit.
    const reply = articles.first().getByRole('button', { name: 'Reply', exact: true })
    const replyBox = await box(reply)
    expect(Math.min(replyBox.width, replyBox.height)).toBeGreaterThanOrEqual(44)
  })

  it('keeps the new-post dialog and its emoji picker inside a short (keyboard-open) screen', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    // About what is left of a phone's screen above its on-screen keyboard.
    await page.setViewportSize({ width: phone.width, height: 420 })
    await page.getByRole('button', { name: 'New post' }).click()
    const dialog = page.getByRole('dialog', { name: 'New post' })
    await dialog.getByRole('button', { name: 'Emoji' }).click()
    const picker = dialog.getByRole('dialog', { name: /emoji/i })
    await picker.waitFor()
    await expect
      .poll(async () => {
        const pickerBox = await box(picker)
        // Within a pixel: the scroll that brings it into view lands on fractions.
        return pickerBox.y >= 0 && pickerBox.y + pickerBox.height <= 421
      })
      .toBe(true)
    const dialogBox = await box(dialog)
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(421)
  })

  it('passes axe on the phone deck, its bottom bar and the new-post dialog, in every look', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await deck(page).getByRole('article').first().waitFor()
    await settled(page)
    expect(await seriousFindings(page)).toEqual([])
    await page.getByRole('button', { name: 'New post' }).click()
    await page
      .getByRole('dialog', { name: 'New post' })
      .getByRole('button', { name: 'Emoji' })
      .click()
    await page.getByRole('dialog', { name: /emoji/i }).waitFor()
    expect(await seriousFindings(page)).toEqual([])
  })
})

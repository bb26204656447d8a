// A column's timeline settings menu in the built client: the word filter mutes a live post in
// every column as soon as it is saved, and the post can still be shown on request.
import { describe, expect, it } from 'vitest'
import { column, openDeckAs, postAs } from './deck-helpers'
import { useHarness } from './harness'

describe('timeline quick settings', () => {
  const h = useHarness()

  it('mutes posts with a word saved in the word filter', async () => {
    const { page } = h
    const marker = `filtered-${String(Date.now())}`
    await postAs(h.instance.url, 'bob', `Nothing to see ${marker} here, spoilerword inside`)
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    await home.getByRole('article').filter({ hasText: marker }).first().waitFor()

    await home.getByRole('button', { name: 'Timeline settings' }).click()
    await page.getByRole('menuitem', { name: 'Word filter…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Word filter' })
    await dialog.getByRole('textbox', { name: 'Muted words, one per line' }).fill('SpoilerWord')
    const shots = process.env.SCREENSHOT_DIR
    if (shots) await page.screenshot({ path: `${shots}/word-filter.png` })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })

    await expect.poll(() => home.getByText(marker).count()).toBe(0)
    await home.getByText('Muted words: SpoilerWord').first().waitFor()
    if (shots) await page.screenshot({ path: `${shots}/word-filter-muted.png` })
    await home.getByRole('button', { name: 'Show muted post' }).first().click()
    await home.getByText(marker).first().waitFor()
    expect(h.pageErrors).toEqual([])
  })
})

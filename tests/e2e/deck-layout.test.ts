import { describe, expect, it } from 'vitest'
import { addColumn, column, columnTitles, deck, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'

describe('building and arranging the deck', () => {
  const h = useHarness()

  it('builds five columns, reorders them by drag and by keyboard, resizes one, and keeps it all over a reload', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    expect(await columnTitles(page)).toEqual(['Home', 'Notifications', 'Local', 'Federated'])

    await addColumn(page, 'Hashtag', { Hashtags: 'cats' })
    await addColumn(page, 'Bookmarks')
    expect(await columnTitles(page)).toEqual([
      'Home',
      'Notifications',
      'Local',
      'Federated',
      '#cats',
      'Bookmarks',
    ])

    // Drag Bookmarks by its handle onto the first column's place.
    const handle = page.getByRole('button', { name: 'Move column Bookmarks' })
    const target = await column(page, 'Home').boundingBox()
    const from = await handle.boundingBox()
    if (!target || !from) throw new Error('columns are not laid out')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x - 50, from.y + 5, { steps: 5 })
    await page.mouse.move(target.x + 20, target.y + 20, { steps: 20 })
    await page.mouse.up()
    await expect
      .poll(() => columnTitles(page))
      .toEqual(['Bookmarks', 'Home', 'Notifications', 'Local', 'Federated', '#cats'])

    // Keyboard: pick up #cats by its handle, move it one place left, drop it.
    await page.getByRole('button', { name: 'Move column #cats' }).focus()
    // Each step waits for the deck to announce where the column is: dnd-kit has measured the
    // columns by then.
    const steps: [key: string, announced: string][] = [
      ['Space', 'Column #cats is at position 6.'],
      ['ArrowLeft', 'Column #cats is at position 5.'],
      ['Space', 'Column #cats dropped at position 5.'],
    ]
    for (const [key, announced] of steps) {
      await page.keyboard.press(key)
      await page.getByText(announced, { exact: true }).waitFor({ state: 'attached' })
    }
    await expect
      .poll(() => columnTitles(page))
      .toEqual(['Bookmarks', 'Home', 'Notifications', 'Local', '#cats', 'Federated'])

    // Resize Local with the keyboard on its edge.
    const edge = page.getByRole('separator', { name: 'Column width: Local' })
    const before = Number(await edge.getAttribute('aria-valuenow'))
    await edge.focus()
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
    await expect
      .poll(async () => Number(await edge.getAttribute('aria-valuenow')))
      .toBe(before + 100)
    const width = (await column(page, 'Local').boundingBox())?.width

    await page.reload()
    await deck(page).waitFor()
    expect(await columnTitles(page)).toEqual([
      'Bookmarks',
      'Home',
      'Notifications',
      'Local',
      '#cats',
      'Federated',
    ])
    expect((await column(page, 'Local').boundingBox())?.width).toBe(width)
    expect(h.pageErrors).toEqual([])
  })

  it('removes a column from its menu', async () => {
    const { page } = h
    // Not alice: the layout she saved above reaches her new browser whenever the server answers,
    // and replaces the deck (its menus with it) under the test.
    await openDeckAs(page, 'bob')
    await page.getByRole('button', { name: 'Column menu: Federated' }).click()
    await page.getByRole('menuitem', { name: 'Remove column' }).click()
    expect(await columnTitles(page)).not.toContain('Federated')
  })
})

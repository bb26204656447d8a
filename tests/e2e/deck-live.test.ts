import { describe, expect, it } from 'vitest'
import { addColumn, articleNames, column, openDeckAs, postAs } from './deck-helpers'
import { useHarness } from './harness'

describe('live columns', () => {
  const h = useHarness()

  it('shows a post made through the API in every column that should show it and in none that should not', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await addColumn(page, 'Hashtag', { Hashtags: 'cats' })
    await addColumn(page, 'Hashtag', { Hashtags: 'dogs' })
    await addColumn(page, 'Bookmarks')
    for (const title of ['Home', 'Local', 'Federated', '#cats']) {
      await column(page, title).getByRole('article').first().waitFor()
    }

    const text = `A live post about #cats ${String(Date.now())}`
    await postAs(h.instance.url, 'bob', text)

    for (const title of ['Home', 'Local', 'Federated', '#cats']) {
      await column(page, title).getByText(text).waitFor({ timeout: 15_000 })
    }
    expect(await column(page, '#dogs').getByText(text).count()).toBe(0)
    expect(await column(page, 'Bookmarks').getByText(text).count()).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('queues new posts behind "show new" while the reader is scrolled away, without moving the row being read', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const local = column(page, 'Local')
    await local.getByRole('article').nth(3).waitFor()
    const feed = local.getByRole('feed')
    const scroller = local.locator('.timeline-scroll')
    // 600 px down, scrolled again until the column is tall enough for it (its rows may still be
    // drawing). The column learns the reader left the top from the scroll event; the rows
    // settle in the frames after it.
    await expect
      .poll(
        () =>
          scroller.evaluate((element) => {
            if (element.scrollTop < 600) element.scrollBy(0, 600 - element.scrollTop)
            return element.scrollTop
          }),
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(600)
    await scroller.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )

    const read = local.locator('[data-row-id]').nth(2)
    const readId = await read.getAttribute('data-row-id')
    const readTop = await local.locator(`[data-row-id="${readId ?? ''}"]`).boundingBox()

    const text = `Queued while reading ${String(Date.now())}`
    await postAs(h.instance.url, 'bob', text)
    const button = local.getByRole('button', { name: /^Show new \(1\)$/ })
    await button.waitFor({ timeout: 15_000 })
    expect(await feed.getByText(text).count()).toBe(0)
    const after = await local.locator(`[data-row-id="${readId ?? ''}"]`).boundingBox()
    expect(after?.y).toBe(readTop?.y)

    // Asking for them takes the reader to the top, where they are.
    await button.click()
    await feed.getByText(text).waitFor()
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeLessThan(10)
    expect((await articleNames(local)).length).toBeGreaterThan(0)
  })
})

import { describe, expect, it } from 'vitest'
import { passwordLogin } from './auth-helpers'
import { postAs } from './deck-helpers'
import { useHarness } from './harness'

const focused: [path: string, title: string][] = [
  ['/main/friends', 'Home'],
  ['/main/public', 'Local'],
  ['/main/all', 'Federated'],
  ['/main/bubble', 'Bubble'],
  ['/main/social', 'Bubble'],
  ['/tag/cats', '#cats'],
  ['/bookmarks', 'Bookmarks'],
  ['/users/alice/dms', 'Direct messages'],
  ['/users/alice/chats', 'Chats'],
  ['/announcements', 'Announcements'],
]

describe('focused views of the routes', () => {
  const h = useHarness()

  it('renders each timeline route as its column, full width, with the way back to the deck', async () => {
    const { page } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    for (const [path, title] of focused) {
      await page.goto(path)
      const main = page.getByRole('main', { name: title })
      await main.waitFor()
      await main.getByRole('region', { name: title }).waitFor()
      expect(await main.getByRole('link', { name: 'Back to the deck' }).count()).toBe(1)
    }
    expect(h.pageErrors).toEqual([])
  })

  it('adds a focused column to the deck', async () => {
    const { page } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto('/tag/akkoma')
    await page.getByRole('button', { name: 'Add to the deck' }).click()
    await page.waitForURL(/\/deck$/)
    await page
      .getByRole('main', { name: 'Deck' })
      .getByRole('region', { name: '#akkoma' })
      .waitFor()
  })

  it('acts as the signed-in account on a conversation opened by reload', async () => {
    const { page } = h
    const id = await postAs(h.instance.url, 'bob', 'A post opened straight from its address')
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto(`/notice/${id}`)
    const focusedStatus = page.getByRole('article').filter({ hasText: 'straight from its address' })
    await focusedStatus.getByRole('button', { name: /^Reply( \d+)?$/ }).waitFor()
    expect(await focusedStatus.getByRole('link', { name: /Reply/ }).count()).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('sends visitors away from signed-in routes and shows them the public ones', async () => {
    const { page } = h
    await page.goto('/main/friends')
    await page.waitForURL((url) => url.pathname !== '/main/friends')
    await page.goto('/main/public')
    await page.getByRole('main', { name: 'Local' }).getByRole('article').first().waitFor()
  })
})

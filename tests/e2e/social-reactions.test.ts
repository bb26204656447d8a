import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { passwordLogin } from './auth-helpers'
import { postAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { openSettings } from './settings-helpers'

interface WireStatus {
  emoji_reactions: { name: string; count: number; me: boolean }[]
}

const eventually = { timeout: 10_000 }

/** The card of a status on the local timeline, as alice sees it. */
async function cardOf(page: Page, text: string): Promise<Locator> {
  await page.goto('/main/public')
  const card = page.getByRole('article').filter({ hasText: text }).first()
  await card.waitFor()
  return card
}

describe('reacting and translating against the local instance', () => {
  const h = useHarness()

  it('reacts with a custom emoji of the instance through the picker, and lists who reacted', async () => {
    const { page, instance } = h
    const text = `React to me ${String(Date.now())}`
    const id = await postAs(instance.url, 'bob', text)
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    const card = await cardOf(page, text)
    const react = card.getByRole('button', { name: 'Add reaction' })
    await react.click()
    const picker = card.getByRole('dialog', { name: 'Emoji picker' })
    await picker.waitFor()
    const search = picker.getByRole('searchbox', { name: 'Search for an emoji' })
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true)
    await search.fill('blobfox')
    await picker.getByRole('button', { name: ':blobfox:' }).click()
    await picker.waitFor({ state: 'detached' })
    const chip = card.getByRole('button', { name: 'blobfox, 1 reactions' })
    await chip.waitFor()
    expect(await chip.getAttribute('aria-pressed')).toBe('true')
    const held = await apiAs<WireStatus>(instance.url, 'bob', 'GET', `/api/v1/statuses/${id}`)
    expect(held.emoji_reactions).toEqual([expect.objectContaining({ name: 'blobfox', count: 1 })])

    await card.getByRole('button', { name: 'Who reacted' }).click()
    const dialog = page.getByRole('dialog', { name: 'Who reacted' })
    await dialog
      .getByRole('region', { name: 'blobfox, 1 reactions' })
      .getByRole('link', { name: /Alice/ })
      .waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(h.pageErrors).toEqual([])
  })

  it('reacts from the keyboard: e opens the picker on the focused status, Escape gives focus back', async () => {
    const { page, instance } = h
    const text = `Keyboard reaction ${String(Date.now())}`
    const id = await postAs(instance.url, 'bob', text)
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    const card = await cardOf(page, text)
    await card.focus()
    await page.keyboard.press('e')
    const picker = card.getByRole('dialog', { name: 'Emoji picker' })
    await picker.waitFor()
    await page.keyboard.press('Escape')
    await picker.waitFor({ state: 'detached' })
    const react = card.getByRole('button', { name: 'Add reaction' })
    expect(await react.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await picker.waitFor()
    await page.keyboard.type('blobcat')
    const cell = picker.getByRole('button', { name: ':blobcat:' })
    await cell.waitFor()
    await cell.focus()
    await page.keyboard.press('Enter')
    await card.getByRole('button', { name: 'blobcat, 1 reactions' }).waitFor()
    await expect
      .poll(
        async () =>
          (
            await apiAs<WireStatus>(instance.url, 'bob', 'GET', `/api/v1/statuses/${id}`)
          ).emoji_reactions.map((reaction) => reaction.name),
        eventually,
      )
      .toEqual(['blobcat'])
  })

  it('translates into the interface language without asking, and into another chosen there', async () => {
    const { page, instance } = h
    const text = `Bitte übersetzen ${String(Date.now())}`
    await postAs(instance.url, 'bob', text)
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    const card = await cardOf(page, text)
    await card.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Translate' }).click()
    // English interface: the translator's British English, with no warning about a target.
    await card.getByText(`[EN-GB] ${text}`).waitFor()
    expect(await card.getByText('No translation target language set').count()).toBe(0)
    // By keyboard: the card is in a virtual list, where a pointer's scroll into view on a busy
    // machine has been seen to carry the row out of the rendered range.
    await card.getByRole('button', { name: 'Translate to English (British)' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: 'German' }).click()
    await card.getByText(`[DE] ${text}`).waitFor()

    // The settings offer the same languages, the one chosen there selected.
    const settings = await openSettings(page)
    const option = settings.getByRole('button', { name: 'Translate posts into German' })
    await option.click()
    const names = await page.getByRole('option').allTextContents()
    expect(names).toEqual([
      'The interface language',
      'English (British)',
      'English (American)',
      'German',
      'Japanese',
    ])
    await page.getByRole('option', { name: 'The interface language' }).click()
    await settings
      .getByRole('button', { name: 'Translate posts into The interface language' })
      .waitFor()
  })
})

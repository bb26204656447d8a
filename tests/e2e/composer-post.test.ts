// The docked composer end to end: a content warning and a poll typed and posted by keyboard only,
// then a post with two described images, a custom emoji from the picker and a mention from
// autocomplete (the server refuses a poll and media in one post, so these are two posts).
import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { dockedComposer, postText, statusesWith, tabFrom, tabTo, tinyPng } from './composer-helpers'
import { useHarness } from './harness'

describe('posting from the docked composer', () => {
  const h = useHarness()

  it('posts a content warning and a poll typed and submitted with the keyboard only', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const composer = dockedComposer(page)
    const text = postText(composer)
    await text.waitFor()
    const marker = `kbd-poll-${String(Date.now())}`

    // Into the text field by Tab from the top of the page, then to the warning toggle.
    await page.locator('body').focus()
    await tabTo(page, text)
    await page.keyboard.type(`Which snack? ${marker}`)
    const cwToggle = composer.getByRole('button', { name: 'Content warning', exact: true })
    // The field shows at once when the "always show subject" setting is on (the default).
    if ((await cwToggle.getAttribute('aria-pressed')) !== 'true') {
      await tabTo(page, cwToggle)
      await page.keyboard.press('Enter')
    }
    expect(await cwToggle.getAttribute('aria-pressed')).toBe('true')
    const spoiler = composer.getByRole('textbox', { name: 'Content warning (optional)' })
    await tabTo(page, spoiler, true)
    await page.keyboard.type('food talk')

    const pollToggle = composer.getByRole('button', { name: 'Add poll' })
    await tabTo(page, pollToggle)
    await page.keyboard.press('Enter')
    // Enter on a composer button is the button's: the deck's "open focused column" key stays out.
    expect(new URL(page.url()).pathname).toBe('/deck')
    const first = composer.getByRole('textbox', { name: 'Option 1' })
    await tabTo(page, first, true)
    await page.keyboard.type('Crisps')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Olives')
    // Single choice by default; the person switches to multiple with the keyboard.
    const pollType = composer.getByRole('button', { name: /^Poll type/ })
    await tabTo(page, pollType)
    await page.keyboard.press('ArrowDown')
    await page.getByRole('option', { name: 'Multiple choices' }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect.poll(() => pollType.textContent()).toBe('Multiple choices')

    await tabTo(page, text, true)
    await page.keyboard.press('Control+Enter')

    // The form is empty again.
    await expect.poll(() => text.inputValue()).toBe('')
    // Posted: the card shows the warning and the poll in alice's home column.
    const card = column(page, 'Home').getByRole('article').filter({ hasText: 'food talk' }).first()
    await card.waitFor({ timeout: 15_000 })

    const stored = await statusesWith(h.instance.url, 'alice', marker)
    expect(stored).toHaveLength(1)
    const [status] = stored
    expect(status?.spoiler_text).toBe('food talk')
    expect(status?.poll?.multiple).toBe(true)
    expect(status?.poll?.options.map((o) => o.title)).toEqual(['Crisps', 'Olives'])
    expect(h.pageErrors).toEqual([])
  })

  it('posts two described images, a custom emoji from the picker and a mention from autocomplete', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const composer = dockedComposer(page)
    const text = postText(composer)
    await text.waitFor()
    const marker = `media-${String(Date.now())}`

    await text.focus()
    await page.keyboard.type(`Pictures for @bo`)
    const suggestion = composer.getByRole('option', { name: /@?bob/ }).first()
    await suggestion.waitFor()
    // Arrow to bob if he is not the first suggestion, then take him with Enter.
    for (let i = 0; i < 5 && (await suggestion.getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowDown')
    }
    await page.keyboard.press('Enter')
    await expect.poll(() => text.inputValue()).toMatch(/^Pictures for @bob /)
    await page.keyboard.type(`${marker} `)

    // The emoji picker: open it from its toolbar button, search, pick with the keyboard.
    const emojiButton = composer.getByRole('button', { name: 'Emoji', exact: true })
    await tabTo(page, emojiButton)
    await page.keyboard.press('Enter')
    const picker = composer.getByRole('dialog', { name: /emoji/i })
    await picker.waitFor()
    await page.keyboard.type('blobcat')
    // The search settles after its debounce; its results replace the tab's grid.
    const results = picker.getByRole('region', { name: 'Search results' })
    const cell = results.getByRole('button', { name: ':blobcat:' })
    await cell.waitFor()
    await tabTo(page, cell)
    await page.keyboard.press('Enter')
    await picker.waitFor({ state: 'detached' })
    await expect.poll(() => text.inputValue()).toContain(':blobcat:')
    // The picker gives the focus back to the composer once it has closed.
    await expect
      .poll(() => composer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true)

    await composer.locator('input[type="file"]').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: tinyPng() },
      { name: 'two.png', mimeType: 'image/png', buffer: tinyPng() },
    ])
    const firstDescription = composer.getByRole('textbox', { name: 'Description of one.png' })
    const secondDescription = composer.getByRole('textbox', { name: 'Description of two.png' })
    await firstDescription.waitFor()
    await secondDescription.waitFor()
    // From the text, where the reader's focus is back after the picker (under load that return
    // can come after the uploads' rows appear).
    // No suggestion list open on the text (Tab would take a suggestion there), and the focus
    // held by the text before walking on from it.
    await expect.poll(() => composer.getByRole('listbox').count()).toBe(0)
    await tabFrom(page, text, firstDescription)
    await page.keyboard.type('A red dot')
    await tabFrom(page, firstDescription, secondDescription)
    await page.keyboard.type('A blue dot')
    await expect.poll(() => firstDescription.inputValue()).toBe('A red dot')
    await expect.poll(() => secondDescription.inputValue()).toBe('A blue dot')

    await tabFrom(
      page,
      secondDescription,
      composer.getByRole('button', { name: 'Post', exact: true }),
    )
    await page.keyboard.press('Enter')
    await expect.poll(() => text.inputValue()).toBe('')
    expect(await composer.getByRole('textbox', { name: /^Description of/ }).count()).toBe(0)

    const home = column(page, 'Home')
    const card = home.getByRole('article').filter({ hasText: marker }).first()
    await card.waitFor({ timeout: 15_000 })
    expect(
      await card.locator('img[alt=":blobcat:"], img[title=":blobcat:"]').count(),
    ).toBeGreaterThan(0)
    expect(await card.getByText('@bob').count()).toBeGreaterThan(0)
    // The images carry their descriptions as their text alternatives.
    await card.getByRole('img', { name: 'A red dot' }).waitFor()
    await card.getByRole('img', { name: 'A blue dot' }).waitFor()

    const stored = await statusesWith(h.instance.url, 'alice', marker)
    expect(stored).toHaveLength(1)
    const [status] = stored
    expect(status?.mentions.map((m) => m.acct)).toEqual(['bob'])
    expect(status?.emojis.map((e) => e.shortcode)).toEqual(['blobcat'])
    expect(status?.media_attachments.map((a) => [a.type, a.description])).toEqual([
      ['image', 'A red dot'],
      ['image', 'A blue dot'],
    ])
    expect(h.pageErrors).toEqual([])
  })
})

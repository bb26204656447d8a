// Pleroma's chats: a message with a picture goes from one reader to another, live.
import { describe, expect, it } from 'vitest'
import { tinyPng } from './composer-helpers'
import { addColumn, deck, openDeckAs } from './deck-helpers'
import { desktop, useHarness } from './harness'
import { setInstanceSettings } from './auth-helpers'
import { apiAs } from './notifications-helpers'

interface ApiChat {
  id: string
  unread: number
  account: { acct: string }
  last_message: { content: string; attachment: { type: string } | null } | null
}

const eventually = { timeout: 10_000 }

describe('chats', () => {
  const h = useHarness(desktop, { testControl: true })

  it('sends a message with a picture, and the other side gets it live', async () => {
    const { page, browser, instance } = h
    const bobsChat = (
      await apiAs<ApiChat[]>(instance.url, 'bob', 'GET', '/api/v1/pleroma/chats')
    ).find((chat) => chat.account.acct === 'alice')
    if (!bobsChat) throw new Error('bob has no chat with alice')

    // Bob has the chat open in another browser.
    const other = await browser.newContext({ viewport: desktop, baseURL: instance.url })
    const bobPage = await other.newPage()
    await openDeckAs(bobPage, 'bob')
    await bobPage.goto(`/users/bob/chats/${bobsChat.id}`)
    const bobLog = bobPage.getByRole('log', { name: 'Messages with Alice' })
    await bobLog.getByText('See you there?').waitFor()

    await openDeckAs(page, 'alice')
    await page.goto('/users/alice/chats')
    const row = page.getByRole('article', { name: 'Chat with Bob' })
    await row.getByRole('link', { name: 'Bob' }).click()
    const log = page.getByRole('log', { name: 'Messages with Bob' })
    await log.getByText('See you there?').waitFor()
    // Opening it read what bob wrote.
    await expect
      .poll(
        async () =>
          (await apiAs<ApiChat[]>(instance.url, 'alice', 'GET', '/api/v1/pleroma/chats')).find(
            (chat) => chat.account.acct === 'bob',
          )?.unread,
        eventually,
      )
      .toBe(0)

    await page
      .locator('.chat-composer input[type="file"]')
      .setInputFiles([{ name: 'dot.png', mimeType: 'image/png', buffer: tinyPng() }])
    await page.locator('.chat-upload-preview').waitFor()
    await page.getByRole('textbox', { name: 'Message' }).fill('A picture of the cake')
    await page.keyboard.press('Enter')
    const mine = log.locator('.chat-message-mine').filter({ hasText: 'A picture of the cake' })
    await mine.locator('.chat-attachment img').waitFor()
    await mine.and(page.locator(':not(.chat-message-pending)')).waitFor()

    // Bob sees it without reloading, picture included.
    const received = bobLog.locator('.chat-message').filter({ hasText: 'A picture of the cake' })
    await received.waitFor(eventually)
    expect(await received.getAttribute('class')).not.toContain('chat-message-mine')
    await received.locator('.chat-attachment img').waitFor()
    const last = (await apiAs<ApiChat[]>(instance.url, 'bob', 'GET', '/api/v1/pleroma/chats')).find(
      (chat) => chat.id === bobsChat.id,
    )?.last_message
    expect(last?.attachment?.type).toBe('image')
    await other.close()
    expect(h.pageErrors).toEqual([])
  })

  it('offers nothing of chats where the instance has none', async () => {
    const { page } = h
    await setInstanceSettings(h.instance.url, { chats: false })
    try {
      await openDeckAs(page, 'alice')
      await deck(page).getByRole('button', { name: 'Add column' }).last().click()
      const dialog = page.getByRole('dialog', { name: 'Add a column' })
      await dialog.getByRole('button', { name: 'Direct messages', exact: true }).waitFor()
      expect(await dialog.getByRole('button', { name: 'Chats', exact: true }).count()).toBe(0)
      await page.keyboard.press('Escape')
      await page.goto('/users/alice/chats')
      await page.getByText('This instance does not offer chats.').waitFor()
    } finally {
      await setInstanceSettings(h.instance.url, { chats: true })
    }
  })

  it('is a column of the deck, where a chat opens inside it', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await addColumn(page, 'Chats')
    const chats = deck(page).getByRole('region', { name: 'Chats', exact: true })
    await chats
      .getByRole('article', { name: 'Chat with Bob' })
      .getByRole('link', { name: 'Bob' })
      .click()
    const inColumn = deck(page).getByRole('region', { name: 'Chat', exact: true })
    await inColumn
      .getByRole('log', { name: 'Messages with Bob' })
      .getByText('See you there?')
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/deck')
    await inColumn.getByRole('link', { name: 'All chats' }).click()
    await deck(page).getByRole('region', { name: 'Chats', exact: true }).waitFor()
    expect(h.pageErrors).toEqual([])
  })
})

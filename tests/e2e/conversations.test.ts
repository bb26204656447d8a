// Direct messages as conversations: read one (it is marked read), remove one, and follow a new
// one arriving live.
import { describe, expect, it } from 'vitest'
import { addColumn, column, openDeckAs, postAs } from './deck-helpers'
import { desktop, useHarness } from './harness'
import { apiAs } from './notifications-helpers'

interface ApiConversation {
  id: string
  unread: boolean
  accounts: { acct: string }[]
  last_status: { id: string; content: string }
}

const eventually = { timeout: 10_000 }

describe('direct messages as conversations', () => {
  const h = useHarness(desktop, { testControl: true })

  const conversations = () =>
    apiAs<ApiConversation[]>(h.instance.url, 'alice', 'GET', '/api/v1/conversations')

  it('reads a conversation, which is marked read, and removes another', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.goto('/users/alice/dms')
    const list = page.getByRole('feed', { name: 'Conversations' })
    const fromDan = list.getByRole('article', { name: 'Unread conversation with Dan', exact: true })
    await fromDan.waitFor()
    expect(await fromDan.textContent()).toContain('Coffee next week?')
    const before = (await conversations()).find(
      (c) => c.accounts[0]?.acct === 'dan@mastodon.example',
    )
    expect(before?.unread).toBe(true)

    // Opening it shows its thread and marks it read.
    await fromDan.getByRole('link', { name: 'Dan' }).click()
    await page.waitForURL((url) => url.pathname === `/notice/${before?.last_status.id ?? ''}`)
    await page.getByRole('article').filter({ hasText: 'Coffee next week?' }).first().waitFor()
    await expect
      .poll(
        async () => (await conversations()).find((c) => c.id === before?.id)?.unread,
        eventually,
      )
      .toBe(false)
    await page.goBack()
    await list.getByRole('article', { name: 'Conversation with Dan', exact: true }).waitFor()

    // The menu removes one: gone here and on the server.
    const withBob = list.getByRole('article', { name: 'Conversation with Bob', exact: true })
    await withBob.getByRole('button', { name: 'Actions of this conversation' }).click()
    await page.getByRole('menuitem', { name: 'Remove conversation' }).click()
    await withBob.waitFor({ state: 'detached' })
    await expect
      .poll(
        async () =>
          (await conversations()).some((c) => c.accounts.map((a) => a.acct).join() === 'bob'),
        eventually,
      )
      .toBe(false)
    expect(h.pageErrors).toEqual([])
  })

  it('keeps the plain direct timeline as a choice of the column', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await addColumn(page, 'Direct messages')
    const dms = column(page, 'Direct messages')
    await dms.getByRole('feed', { name: 'Conversations' }).getByRole('article').first().waitFor()
    await dms.getByRole('button', { name: 'Column menu: Direct messages' }).click()
    await page.getByRole('menuitem', { name: 'Column settings' }).click()
    await dms.getByRole('button', { name: /^Show direct messages as/ }).click()
    await page.getByRole('option', { name: 'A timeline of posts' }).click()
    // The column now reads the direct timeline: status cards, the newest first.
    const card = dms.locator('article[data-status-id]').first()
    await card.waitFor()
    expect(await dms.getByRole('feed', { name: 'Conversations' }).count()).toBe(0)
    expect(await dms.locator('article.conversation').count()).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('shows a new direct message at the top as it arrives, unread', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.goto('/users/alice/dms')
    const list = page.getByRole('feed', { name: 'Conversations' })
    await list.getByRole('article').first().waitFor()
    await postAs(h.instance.url, 'botty', '@alice beep boop, a private beep', 'direct')
    const fresh = list.getByRole('article').first()
    await expect
      .poll(() => fresh.getAttribute('aria-label'), eventually)
      .toMatch(/^Unread conversation with /)
    expect(await fresh.textContent()).toContain('a private beep')
    expect(h.pageErrors).toEqual([])
  })
})

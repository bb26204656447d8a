import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addColumn, column, openDeckAs, postAs } from './deck-helpers'
import { postText } from './composer-helpers'
import { useHarness } from './harness'

/** The reply button of a card, by its name: "Reply", or "Reply 3" with a count. */
function replyButton(card: Locator): Locator {
  return card.getByRole('button', { name: /^Reply( \d+)?$/ })
}

async function replyFrom(page: Page, card: Locator, text: string) {
  await replyButton(card).click()
  // The reply's own form (inline under its status, or a dialog): after the docked one.
  const form = page.locator('form.composer').last()
  await expect.poll(() => postText(form).inputValue()).toBe('@bob ')
  await postText(form).press('End')
  await postText(form).pressSequentially(text)
  await form.getByRole('button', { name: 'Post', exact: true }).click()
}

describe('a reply in an open thread', () => {
  const h = useHarness()

  it('shows a reply posted from the /notice view at once, and counts it on its parent', async () => {
    const { page } = h
    const marker = `thread-${String(Date.now())}`
    const parentId = await postAs(h.instance.url, 'bob', `Thread parent ${marker}`)
    await openDeckAs(page, 'alice')
    await page.goto(`/notice/${parentId}`)
    const thread = page.getByRole('main', { name: 'Thread' })
    const parent = thread
      .getByRole('article')
      .filter({ hasText: `Thread parent ${marker}` })
      .first()
    await parent.waitFor()
    expect(await replyButton(parent).getAttribute('aria-label')).toBe('Reply')

    await replyFrom(page, parent, `an answer ${marker}`)
    await thread
      .getByRole('article')
      .filter({ hasText: `an answer ${marker}` })
      .waitFor()
    await expect.poll(() => replyButton(parent).getAttribute('aria-label')).toBe('Reply 1')
    // Under its parent, in the one conversation.
    const texts = await thread.getByRole('article').allInnerTexts()
    expect(texts.findIndex((text) => text.includes('an answer'))).toBeGreaterThan(
      texts.findIndex((text) => text.includes('Thread parent')),
    )
    expect(h.pageErrors).toEqual([])
  })

  it('shows a reply posted from another column in the thread column of its parent', async () => {
    const { page } = h
    const marker = `column-${String(Date.now())}`
    const parentId = await postAs(h.instance.url, 'bob', `Column parent ${marker}`)
    await openDeckAs(page, 'alice')
    await addColumn(page, 'Thread', { Status: parentId })
    const threadColumn = column(page, 'Thread')
    const inThread = threadColumn.getByRole('article').filter({ hasText: marker })
    await inThread.waitFor()
    const inHome = column(page, 'Home').getByRole('article').filter({ hasText: marker }).first()
    await inHome.waitFor({ timeout: 15_000 })

    await replyFrom(page, inHome, `from home ${marker}`)
    await threadColumn
      .getByRole('article')
      .filter({ hasText: `from home ${marker}` })
      .waitFor()
    await expect
      .poll(() => replyButton(inThread.first()).getAttribute('aria-label'))
      .toBe('Reply 1')
    expect(h.pageErrors).toEqual([])
  })
})

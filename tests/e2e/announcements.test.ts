// Announcements: a member reads them and the unread count moves; an admin sees inactive ones.
import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { desktop, useHarness } from './harness'
import { apiAs } from './notifications-helpers'

interface ApiAnnouncement {
  id: string
  read: boolean
  content: string
}

const eventually = { timeout: 10_000 }

const countOf = (title: string) => Number(/^\((\d+)\)/.exec(title)?.[1] ?? 0)

describe('announcements', () => {
  const h = useHarness(desktop, { testControl: true })

  it('are read by a member, and marking one read moves the unread count', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    const badge = column(page, 'Notifications').locator('.notifications-badge')
    await badge.waitFor()
    const unseen = Number((await badge.textContent())?.match(/\d+/)?.[0])
    await page.goto('/announcements')
    const list = page.getByRole('feed', { name: 'Announcements of the instance' })
    const welcome = list.getByRole('article').filter({ hasText: 'Welcome to the local instance' })
    await welcome.waitFor()
    expect(await list.getByRole('article').count()).toBe(2)
    expect(await list.getByText('This one has already ended.').count()).toBe(0)
    // Two unread announcements count in with the unseen notifications.
    await expect.poll(async () => countOf(await page.title()), eventually).toBe(unseen + 2)

    await welcome.getByRole('button', { name: 'Mark as read' }).click()
    await welcome.getByRole('button', { name: 'Read' }).waitFor()
    await expect.poll(async () => countOf(await page.title()), eventually).toBe(unseen + 1)
    // The reading keys move between them.
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), eventually)
      .toContain('Scheduled maintenance')
    const onServer = await apiAs<ApiAnnouncement[]>(
      instance.url,
      'alice',
      'GET',
      '/api/v1/announcements',
    )
    expect(onServer.find((a) => a.content.includes('Welcome'))?.read).toBe(true)
    expect(h.pageErrors).toEqual([])
  })

  it('show an admin the inactive ones, which cannot be marked read', async () => {
    const { page } = h
    await openDeckAs(page, 'admin')
    await page.goto('/announcements')
    const ended = page.getByRole('article').filter({ hasText: 'This one has already ended.' })
    await ended.waitFor()
    await ended.getByText('This announcement is inactive').waitFor()
    expect(await ended.getByRole('button', { name: 'Mark as read' }).isDisabled()).toBe(true)
    expect(h.pageErrors).toEqual([])
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { eventually, signIn } from './profile-helpers'

interface ServerAnnouncement {
  id: string
  content: string
  all_day: boolean
  starts_at: string | null
}

const feed = (page: Page) => page.getByRole('feed', { name: 'Announcements' })

describe('moderation: the announcements editor', () => {
  const h = useHarness()

  it('lets an admin post, edit and delete an announcement that a member sees', async () => {
    const { page, instance } = h
    const member = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: instance.url,
    })
    try {
      const memberPage = await member.newPage()
      await signIn(memberPage, 'alice')
      // A member has no editor.
      await memberPage.goto('/announcements')
      await feed(memberPage).getByRole('article').first().waitFor(eventually)
      expect(await memberPage.getByRole('form', { name: 'New announcement' }).count()).toBe(0)

      await signIn(page, 'admin')
      await page.goto('/announcements')
      const editor = page.getByRole('form', { name: 'New announcement' })
      await editor.getByLabel('Announcement').fill('Planned downtime on Sunday')
      await editor.getByRole('switch', { name: 'All day' }).click()
      await editor.getByLabel('Starts').fill('2025-01-12')
      await editor.getByRole('button', { name: 'Post announcement' }).click()
      const posted = feed(page)
        .getByRole('article')
        .filter({ hasText: 'Planned downtime on Sunday' })
      await posted.waitFor(eventually)
      const list = () =>
        apiAs<ServerAnnouncement[]>(
          instance.url,
          'admin',
          'GET',
          '/api/v1/pleroma/admin/announcements',
        )
      const created = (await list()).find((item) =>
        item.content.includes('Planned downtime on Sunday'),
      )
      expect(created?.all_day).toBe(true)
      expect(created?.starts_at?.slice(0, 4)).toBe('2025')

      // Edit, prefilled from the source text.
      expect(await posted.count()).toBe(1)
      await posted.getByRole('button', { name: 'Edit', exact: true }).click()
      const edit = page.getByRole('form', { name: 'Edit the announcement' })
      expect(await edit.getByLabel('Announcement').inputValue()).toBe('Planned downtime on Sunday')
      await edit.getByLabel('Announcement').fill('Planned downtime moved to Monday')
      await edit.getByRole('button', { name: 'Save' }).click()
      await edit.waitFor({ state: 'detached', ...eventually })
      await feed(page).getByText('Planned downtime moved to Monday').waitFor(eventually)

      // The member's list has it (announcements are fetched on arrival at the page).
      await memberPage.reload()
      await feed(memberPage).getByText('Planned downtime moved to Monday').waitFor(eventually)

      // Delete, after the confirmation.
      await feed(page)
        .getByRole('article')
        .filter({ hasText: 'Planned downtime moved to Monday' })
        .getByRole('button', { name: 'Delete' })
        .click()
      await page
        .getByRole('dialog', { name: 'Delete' })
        .getByRole('button', { name: 'Delete' })
        .click()
      await feed(page)
        .getByText('Planned downtime moved to Monday')
        .waitFor({ state: 'detached', ...eventually })
      expect((await list()).some((item) => item.content.includes('Planned downtime'))).toBe(false)
      await memberPage.reload()
      await feed(memberPage).getByRole('article').first().waitFor(eventually)
      expect(await feed(memberPage).getByText('Planned downtime moved to Monday').count()).toBe(0)
      expect(h.pageErrors).toEqual([])
    } finally {
      await member.close()
    }
  })
})

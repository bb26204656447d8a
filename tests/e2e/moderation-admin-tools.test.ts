import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { card, eventually } from './profile-helpers'

interface AdminUser {
  is_active: boolean
  tags: string[]
  roles: { admin: boolean; moderator: boolean }
}

const bobAsAdmin = (baseUrl: string) =>
  apiAs<AdminUser>(baseUrl, 'admin', 'GET', '/api/v1/pleroma/admin/users/bob')

/** Bob's card, opened from his name in the Local column. */
async function bobsCard(page: Page) {
  await column(page, 'Local').getByRole('button', { name: 'Show the card of Bob' }).first().click()
  const found = card(page)
  await found.waitFor()
  return found
}

async function moderation(page: Page, item: string, role: 'menuitem' | 'menuitemcheckbox') {
  await card(page).getByRole('button', { name: 'Moderation' }).click()
  await page.getByRole(role, { name: item }).click()
}

describe('moderation: the user card’s admin tools', () => {
  const h = useHarness()

  it('offers a moderator no rights, and a member no tools at all', async () => {
    const { page } = h
    await openDeckAs(page, 'mod')
    await bobsCard(page)
    await card(page).getByRole('button', { name: 'Moderation' }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Force unlisted' }).waitFor()
    await page.getByRole('menuitem', { name: /activate account/i }).waitFor()
    expect(await page.getByRole('menuitemcheckbox', { name: 'Admin' }).count()).toBe(0)
    expect(await page.getByRole('menuitem', { name: 'Require a password reset' }).count()).toBe(0)
    await page.keyboard.press('Escape')

    const member = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.instance.url,
    })
    try {
      const memberPage = await member.newPage()
      await openDeckAs(memberPage, 'alice')
      const bob = await bobsCard(memberPage)
      await bob.getByRole('button', { name: /More actions/ }).waitFor()
      expect(await bob.getByRole('button', { name: 'Moderation' }).count()).toBe(0)
    } finally {
      await member.close()
    }
  })

  it('lets an admin deactivate and reactivate an account and tag it with a policy', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'admin')
    const bob = await bobsCard(page)
    const state = bob.locator('.admin-tools-state')
    await state.getByText('Active', { exact: true }).waitFor(eventually)

    await moderation(page, 'Deactivate account', 'menuitem')
    await state.getByText('Deactivated', { exact: true }).waitFor(eventually)
    // The card's badge follows.
    await bob.locator('.user-card-badges, .badge').getByText('Deactivated').first().waitFor()
    expect((await bobAsAdmin(instance.url)).is_active).toBe(false)

    await moderation(page, 'Activate account', 'menuitem')
    await state.getByText('Active', { exact: true }).waitFor(eventually)
    expect((await bobAsAdmin(instance.url)).is_active).toBe(true)

    await moderation(page, 'Force unlisted', 'menuitemcheckbox')
    await expect
      .poll(async () => (await bobAsAdmin(instance.url)).tags, eventually)
      .toContain('mrf_tag:force-unlisted')
    await card(page).getByRole('button', { name: 'Moderation' }).click()
    expect(
      await page
        .getByRole('menuitemcheckbox', { name: 'Force unlisted' })
        .getAttribute('aria-checked'),
    ).toBe('true')
    // Rights are an admin's: offered here, for a local account.
    await page.getByRole('menuitemcheckbox', { name: 'Moderator' }).waitFor()
    // And off again.
    await page.getByRole('menuitemcheckbox', { name: 'Force unlisted' }).click()
    await expect
      .poll(async () => (await bobAsAdmin(instance.url)).tags, eventually)
      .not.toContain('mrf_tag:force-unlisted')
    expect(h.pageErrors).toEqual([])
  })
})

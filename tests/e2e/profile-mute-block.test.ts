// Muting (for a while) and blocking from the user card fold or hide the account's posts in
// every column of the deck at once (spec 2 "Muting and hiding", spec 3 §4).
import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { card, eventually, relationshipOf } from './profile-helpers'

describe('mute and block from the card', () => {
  const h = useHarness(undefined, { testControl: true })

  it('mutes for a while: the posts fold in every column at once, and the mute has its expiry', async () => {
    const { page, instance } = h
    const muteBodies: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/mute')) {
        muteBodies.push(request.postDataJSON())
      }
    })
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    const local = column(page, 'Local')
    const inHome = home
      .getByRole('article', { name: /@bob/ })
      .filter({ hasNot: page.locator('.status-prepend') })
    const inLocal = local
      .getByRole('article', { name: /@bob/ })
      .filter({ hasNot: page.locator('.status-prepend') })
    await inHome.first().waitFor()
    await inLocal.first().waitFor()
    await inHome.first().getByRole('button', { name: 'Show the card of Bob' }).click()
    const opened = card(page)
    await opened.getByRole('button', { name: 'More actions for @bob' }).click()
    await page.getByRole('menuitem', { name: 'Mute for a while…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Mute user' })
    await dialog.getByRole('button', { name: /For how long/ }).click()
    await page.getByRole('option', { name: '30 minutes' }).click()
    await dialog.getByRole('button', { name: 'Mute', exact: true }).click()
    await expect.poll(() => inHome.count(), eventually).toBe(0)
    expect(await inLocal.count()).toBe(0)
    expect(await home.getByRole('button', { name: 'Show muted post' }).count()).toBeGreaterThan(0)
    expect(await local.getByRole('button', { name: 'Show muted post' }).count()).toBeGreaterThan(0)
    expect((await relationshipOf(instance.url, 'alice', 'bob')).muting).toBe(true)
    expect(muteBodies).toEqual([{ notifications: true, expires_in: 1800 }])
    const mutes = await apiAs<{ acct: string }[]>(instance.url, 'alice', 'GET', '/api/v1/mutes')
    expect(mutes.map((account) => account.acct)).toContain('bob')
    expect(h.pageErrors).toEqual([])
  })

  it('blocks after the confirmation: the posts are gone from every column at once', async () => {
    const { page, instance } = h
    await fetch(`${instance.url}/__control/reset`, { method: 'POST', body: '{}' })
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    const local = column(page, 'Local')
    const byBob = (where: typeof home) =>
      where
        .getByRole('article', { name: /@bob/ })
        .filter({ hasNot: page.locator('.status-prepend') })
    await byBob(home).first().waitFor()
    await byBob(local).first().waitFor()
    await byBob(local).first().getByRole('link', { name: 'Bob' }).first().click()
    const opened = card(page)
    await opened.getByRole('button', { name: 'More actions for @bob' }).click()
    await page.getByRole('menuitem', { name: 'Block' }).click()
    const confirm = page.getByRole('dialog', { name: 'Block user' })
    await confirm.getByText('Do you really want to block @bob?').waitFor()
    await confirm.getByRole('button', { name: 'Block' }).click()
    await expect.poll(() => byBob(home).count(), eventually).toBe(0)
    expect(await byBob(local).count()).toBe(0)
    // Hidden, not folded: no row offers to show them.
    expect(await local.getByRole('button', { name: 'Show muted post' }).count()).toBe(0)
    expect((await relationshipOf(instance.url, 'alice', 'bob')).blocking).toBe(true)
  })
})

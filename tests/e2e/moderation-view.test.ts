import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setFaults } from './composer-helpers'
import { openDeckAs, postAs } from './deck-helpers'
import { desktop, useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { idOf } from './profile-helpers'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 15_000 }

const ADMIN_API = '/api/v1/pleroma/admin'

/** `g` then `m`, from the deck. */
/**
 * `g m`, again while the page stays where it was: the keys are bound once the deck's keymap has
 * loaded, a moment after the first status.
 */
async function goModeration(page: Page) {
  await expect
    .poll(async () => {
      if (!page.url().includes('/moderation/')) {
        await page.keyboard.press('g')
        await page.keyboard.press('m')
      }
      return new URL(page.url()).pathname
    }, eventually)
    .toMatch(/^\/moderation\//)
}

/** `g` then a key, once; for a key that must take a member nowhere. */
async function pressGo(page: Page, key: string) {
  await page.keyboard.press('g')
  await page.keyboard.press(key)
}

/** The menu's entries as a person sees them: the moderation links and the admin panel's. */
async function menuEntries(page: Page) {
  await page.getByRole('button', { name: 'Open the menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await menu.getByRole('link', { name: 'About' }).waitFor()
  const count = (name: string) => menu.getByRole('link', { name, exact: true }).count()
  const admin = menu.getByRole('link', { name: 'Administration', exact: true })
  return {
    reports: await count('Reports'),
    accounts: await count('Accounts (moderation)'),
    administration: await admin.count(),
    adminHref: (await admin.count()) > 0 ? await admin.getAttribute('href') : null,
    adminTarget: (await admin.count()) > 0 ? await admin.getAttribute('target') : null,
  }
}

async function fileReport(baseUrl: string, comment: string): Promise<string> {
  const bob = await idOf(baseUrl, 'bob')
  const report = await apiAs<{ id: string }>(baseUrl, 'alice', 'POST', '/api/v1/reports', {
    account_id: bob,
    comment,
  })
  return report.id
}

describe('moderation: the view, its tabs and who gets to it', () => {
  const h = useHarness(desktop, { testControl: true })

  it('g m opens the moderation view for staff; its tabs are routes; the menu has moderation but no admin panel for a moderator', async () => {
    const { page } = h
    await openDeckAs(page, 'mod')
    await goModeration(page)
    await page.waitForURL(/\/moderation\/reports$/, eventually)
    const tabs = page.getByRole('tablist', { name: 'Moderation' })
    await tabs.waitFor(eventually)
    const selected = () => tabs.locator('[role="tab"][aria-selected="true"]').textContent()
    expect(await selected()).toBe('Reports')
    await page.getByRole('feed', { name: 'Reports' }).waitFor(eventually)

    // Arrows move between the tabs, each its own route, and the keyboard stays on the tabs.
    await tabs.getByRole('tab', { name: 'Reports' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/\/moderation\/users$/, eventually)
    await page.getByRole('list', { name: 'Accounts', exact: true }).waitFor(eventually)
    await expect.poll(selected, eventually).toBe('Accounts')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), eventually)
      .toBe('Accounts')
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/\/moderation\/statuses$/, eventually)
    await expect.poll(selected, eventually).toBe('Posts')
    // A moderator may not list every post where privileged_staff is off: the server says so.
    await page
      .getByRole('alert')
      .getByText(/Posts could not be loaded/)
      .waitFor(eventually)

    await page.goto('/deck')
    const entries = await menuEntries(page)
    expect(entries).toMatchObject({ reports: 1, accounts: 1, administration: 0 })
  })

  it('g m does nothing for a member, whose menu has no moderation and no admin panel', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    // The keys work here before g m is tried: ? opens the shortcuts (pressed again until the
    // keymap has loaded). The page stays the deck, so its keys stay bound throughout.
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect
      .poll(async () => {
        if ((await help.count()) === 0) await page.keyboard.press('?')
        return help.count()
      }, eventually)
      .toBe(1)
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'detached' })
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    await pressGo(page, 'm')
    // The keys after it still work (g l: the local timeline), and g m took the member nowhere.
    await pressGo(page, 'l')
    await page.waitForURL(/\/main\/public$/, eventually)
    // The recorder saw the way to the local timeline, so it would have seen one to moderation.
    expect(visited).toContain('/main/public')
    expect(visited.filter((visit) => visit.startsWith('/moderation'))).toEqual([])
    await page.goto('/deck')
    const entries = await menuEntries(page)
    expect(entries).toMatchObject({ reports: 0, accounts: 0, administration: 0 })
  })

  it('gives an admin the admin panel link, in a new tab', async () => {
    const { page } = h
    await openDeckAs(page, 'admin')
    const entries = await menuEntries(page)
    expect(entries).toEqual({
      reports: 1,
      accounts: 1,
      administration: 1,
      adminHref: '/pleroma/admin/',
      adminTarget: '_blank',
    })
  })

  it('posts tab: an admin marks a post sensitive, a refused change (403) says why and leaves the post as it was, then deletes it', async () => {
    const { page, instance } = h
    const text = `Moderate me ${String(Date.now())}`
    const id = await postAs(instance.url, 'bob', text)
    await openDeckAs(page, 'admin')
    await goModeration(page)
    await page.getByRole('tablist', { name: 'Moderation' }).waitFor(eventually)
    await page.getByRole('tab', { name: 'Posts' }).click()
    await page.waitForURL(/\/moderation\/statuses$/, eventually)
    const post = page
      .getByRole('list', { name: 'Posts', exact: true })
      .getByRole('listitem')
      .filter({
        hasText: text,
      })
    await post.waitFor(eventually)
    await post.getByText('@bob').waitFor()
    await post.getByText('Public', { exact: true }).waitFor()

    await post.getByRole('button', { name: 'Moderate this post' }).click()
    await page.getByRole('menuitem', { name: 'Mark sensitive' }).click()
    await post.getByText('Sensitive', { exact: true }).waitFor(eventually)
    const stored = () =>
      apiAs<{ sensitive: boolean; visibility: string }>(
        instance.url,
        'admin',
        'GET',
        `${ADMIN_API}/statuses/${id}`,
      )
    expect((await stored()).sensitive).toBe(true)

    await setFaults(instance.url, {
      failRate: 1,
      failStatus: 403,
      failPath: `${ADMIN_API}/statuses/${id}`,
      failMethod: 'PUT',
    })
    try {
      await post.getByRole('button', { name: 'Moderate this post' }).click()
      await page.getByRole('menuitemradio', { name: 'Make unlisted' }).click()
      await page.getByText('User is not a staff member.').first().waitFor(eventually)
    } finally {
      await setFaults(instance.url, { failRate: 0, failPath: '', failMethod: '' })
    }
    await post.getByText('Public', { exact: true }).waitFor()
    expect(await post.getByText('Unlisted', { exact: true }).count()).toBe(0)
    expect((await stored()).visibility).toBe('public')

    await post.getByRole('button', { name: 'Moderate this post' }).click()
    await page.getByRole('menuitem', { name: 'Delete post' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete post' }).click()
    await page
      .getByRole('list', { name: 'Posts', exact: true })
      .getByText('This post was deleted.')
      .first()
      .waitFor(eventually)
    const gone = await fetch(`${instance.url}/api/v1/statuses/${id}`)
    expect(gone.status).toBe(404)
  })

  it('reports tab: a refused resolve (403) shows the reason and the report stays open', async () => {
    const { page, instance } = h
    const comment = `Refused resolve ${String(Date.now())}`
    const id = await fileReport(instance.url, comment)
    await openDeckAs(page, 'mod')
    await goModeration(page)
    // The focused view's report (the third column shows its notification too).
    const report = page.locator('.focused-column').getByRole('article').filter({ hasText: comment })
    await report.waitFor(eventually)
    await setFaults(instance.url, {
      failRate: 1,
      failStatus: 403,
      failPath: `${ADMIN_API}/reports`,
      failMethod: 'PATCH',
    })
    try {
      await report.getByRole('button', { name: 'Resolve', exact: true }).click()
      await report.getByRole('alert').getByText('User is not a staff member.').waitFor(eventually)
    } finally {
      await setFaults(instance.url, { failRate: 0, failPath: '', failMethod: '' })
    }
    await report.getByText('Open', { exact: true }).waitFor()
    expect(await report.getByText('Resolved', { exact: true }).count()).toBe(0)
    const server = await apiAs<{ state: string }>(
      instance.url,
      'mod',
      'GET',
      `${ADMIN_API}/reports/${id}`,
    )
    expect(server.state).toBe('open')

    // Once the server takes it again, the same button works.
    await report.getByRole('button', { name: 'Resolve', exact: true }).click()
    await report.getByText('Resolved', { exact: true }).waitFor(eventually)
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { passwordLogin, storeSettings, storedAccountKeys } from './auth-helpers'
import { useHarness } from './harness'
import { apiAs, row } from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 10_000 }

interface Relationship {
  id: string
  followed_by: boolean
  requested: boolean
}

interface ServerNotification {
  id: string
  type: string
  account: { id: string }
  pleroma: { is_seen: boolean }
}

/** What the instance says about lena's requests, as lena. */
async function server(baseUrl: string) {
  const asLena = <T>(path: string) => apiAs<T>(baseUrl, 'lena', 'GET', path)
  const idOf = async (acct: string) =>
    (await asLena<{ id: string }>(`/api/v1/accounts/lookup?acct=${acct}`)).id
  const alice = await idOf('alice')
  const carol = await idOf('carol@remote.example')
  const self = await idOf('lena')
  return {
    alice,
    carol,
    self,
    requests: async () =>
      (await asLena<{ id: string }[]>('/api/v1/follow_requests')).map((account) => account.id),
    followedBy: async (id: string) =>
      (await asLena<Relationship[]>(`/api/v1/accounts/relationships?id[]=${id}`))[0]?.followed_by,
    notificationFrom: async (id: string) =>
      (await asLena<ServerNotification[]>('/api/v1/notifications?limit=40')).find(
        (notification) => notification.account.id === id,
      ),
    count: async () =>
      (await asLena<{ follow_requests_count: number }>('/api/v1/accounts/verify_credentials'))
        .follow_requests_count,
  }
}

/** The drawer's way to the requests, as the menu shows it (locked accounts only). */
async function drawerEntry(page: Page) {
  await page.getByRole('button', { name: 'Open the menu' }).click()
  const entry = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', {
    name: /Follow requests/,
  })
  await entry.waitFor()
  const text = (await entry.textContent()) ?? ''
  await page.keyboard.press('Escape')
  return text
}

describe('follow requests', () => {
  const h = useHarness()

  it('approves one on its screen and denies one on its notification, with the spec’s effects on the server', async () => {
    const { page, instance } = h
    const lena = await server(instance.url)
    expect(await lena.requests()).toEqual(expect.arrayContaining([lena.alice, lena.carol]))
    expect(await lena.count()).toBe(2)

    await passwordLogin(page, 'lena')
    await page.waitForURL((url) => url.pathname !== '/login')
    // The unseen count is in: the notifications the approval marks are held.
    await page
      .getByRole('link', { name: /^Notifications, \d+ unseen$/ })
      .first()
      .waitFor()
    expect(await drawerEntry(page)).toContain('2 waiting')

    await page.goto('/friend-requests')
    const list = page.getByRole('list', { name: 'Follow requests' })
    await list.getByRole('listitem').filter({ hasText: 'Carol' }).waitFor()
    await page
      .getByRole('link', { name: /Notifications, \d+ unseen/ })
      .first()
      .waitFor()
    expect(await list.getByRole('listitem').count()).toBe(2)
    await list.getByRole('button', { name: 'Approve the follow request of Alice' }).click()
    // Approve: gone from the list at once, the count down.
    await expect
      .poll(() => list.getByRole('listitem').filter({ hasText: 'Alice' }).count(), eventually)
      .toBe(0)
    expect(await drawerEntry(page)).toContain('1 waiting')
    // On the server: alice follows lena, her request is gone, its notification is a seen follow.
    await expect.poll(() => lena.followedBy(lena.alice), eventually).toBe(true)
    expect(await lena.requests()).not.toContain(lena.alice)
    await expect
      .poll(async () => {
        const found = await lena.notificationFrom(lena.alice)
        return found && { type: found.type, seen: found.pleroma.is_seen }
      }, eventually)
      .toEqual({ type: 'follow', seen: true })
    expect(await lena.count()).toBe(1)

    // Deny asks first with modalOnDenyFollow on, and only the server's ok removes the request.
    const [key] = await storedAccountKeys(page)
    await storeSettings(page, key ?? '', { modalOnDenyFollow: true })
    await page.goto('/lena/notifications')
    const feed = page.getByRole('main').getByRole('feed', { name: 'Notifications' })
    const request = row(feed, 'wants to follow you').filter({ hasText: 'Carol' })
    await request.getByRole('button', { name: /^Deny the follow request of Carol/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Deny follow request' })
    await dialog.getByRole('button', { name: 'Deny' }).click()
    await expect.poll(() => request.count(), eventually).toBe(0)
    // On the server: carol does not follow lena, no request, no notification, no count.
    expect(await lena.followedBy(lena.carol)).toBe(false)
    expect(await lena.requests()).toEqual([])
    expect(await lena.notificationFrom(lena.carol)).toBeUndefined()
    expect(await lena.count()).toBe(0)
    // The approved one reads as a follow in the list.
    await row(feed, 'Alice followed you').waitFor()
    expect(await drawerEntry(page)).not.toMatch(/waiting/)
    await page.goto('/friend-requests')
    await page.getByText('No follow requests are waiting.').waitFor()
    // A new request arrives live (the user stream): it joins the list and the count. (Once the
    // unseen count is in, what comes next is new.)
    await page
      .getByRole('link', { name: /^Notifications, \d+ unseen$/ })
      .first()
      .waitFor()
    await apiAs(instance.url, 'botty', 'POST', `/api/v1/accounts/${lena.self}/follow`)
    await list.getByRole('button', { name: 'Approve the follow request of Botty' }).waitFor()
    expect(await drawerEntry(page)).toContain('1 waiting')
    expect(h.pageErrors).toEqual([])
  })

  it('shows no follow-requests entry to an account that is not locked', async () => {
    const { page } = h
    await passwordLogin(page, 'bob')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Interactions' }).waitFor()
    expect(await menu.getByRole('link', { name: /Follow requests/ }).count()).toBe(0)
  })
})

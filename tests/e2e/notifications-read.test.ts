import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs, faviconHref } from './notifications-helpers'

interface ApiAnnouncement {
  id: string
  read: boolean
}

/** Waits for what the page does in its own time (a fetch, a stream frame, a redraw). */
const eventually = { timeout: 10_000 }

describe('the unseen count', () => {
  const h = useHarness(undefined, { testControl: true })

  it('counts unread announcements in, and mark read moves the badges, the title and the favicon', async () => {
    const { page, instance } = h
    const url = instance.url
    await openDeckAs(page, 'alice')
    const notifications = column(page, 'Notifications')
    const badge = notifications.locator('.notifications-badge')
    await badge.waitFor()
    const unseen = Number((await badge.textContent())?.match(/\d+/)?.[0])
    expect(unseen).toBeGreaterThan(0)
    const announcements = await apiAs<ApiAnnouncement[]>(
      url,
      'alice',
      'GET',
      '/api/v1/announcements',
    )
    const unread = announcements.filter((announcement) => !announcement.read)
    expect(unread.length).toBeGreaterThan(0)
    const total = unseen + unread.length
    const nav = page.getByRole('banner').getByRole('link', { name: /^Notifications/ })
    await expect
      .poll(() => nav.getAttribute('aria-label'), eventually)
      .toBe(`Notifications, ${String(total)} unseen`)
    await expect.poll(() => page.title(), eventually).toBe(`(${String(total)}) Akkoma Deck`)
    await expect.poll(() => faviconHref(page), eventually).toMatch(/^data:image\/png;base64,/)
    const badged = await faviconHref(page)
    expect(await page.locator('link[rel~="icon"]').last().getAttribute('data-badge')).toBe(
      String(total),
    )

    // Reading the announcements elsewhere leaves the notifications alone in the count.
    for (const announcement of unread)
      await apiAs(url, 'alice', 'POST', `/api/v1/announcements/${announcement.id}/dismiss`)
    await page.reload()
    await expect.poll(() => page.title(), eventually).toBe(`(${String(unseen)}) Akkoma Deck`)
    // The icon is redrawn at most once a second: it catches up with the count.
    await expect
      .poll(() => page.locator('link[rel~="icon"]').last().getAttribute('data-badge'), eventually)
      .toBe(String(unseen))
    expect(await faviconHref(page)).toMatch(/^data:image\/png;base64,/)
    expect(await faviconHref(page)).not.toBe(badged)

    await notifications.getByRole('button', { name: 'Mark all read' }).click()
    await badge.waitFor({ state: 'detached' })
    await expect.poll(() => page.title(), eventually).toBe('Akkoma Deck')
    await expect.poll(() => nav.getAttribute('aria-label'), eventually).toBe('Notifications')
    // Back to the icon the browser shows: the instance's own, named last by the page.
    await expect.poll(() => faviconHref(page), eventually).toBe('/favicon.png')
    expect(await notifications.locator('.notification-unseen').count()).toBe(0)
    const onServer = await apiAs<{ pleroma: { is_seen: boolean } }[]>(
      url,
      'alice',
      'GET',
      '/api/v1/notifications?limit=40',
    )
    expect(onServer.every((notification) => notification.pleroma.is_seen)).toBe(true)
    expect(h.pageErrors).toEqual([])
  })
})

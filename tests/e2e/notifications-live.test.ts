import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { emitNotification, row } from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a stream frame, a redraw). */
const eventually = { timeout: 10_000 }

function countOf(title: string): number {
  return Number(/^\((\d+)\)/.exec(title)?.[1] ?? 0)
}

describe('notifications arriving live', () => {
  const h = useHarness(undefined, { testControl: true })

  it('shows a notification raised on the server at once, unseen, and counts it', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    const feed = column(page, 'Notifications').getByRole('feed')
    await feed.locator('[data-row-id]').first().waitFor()
    await expect.poll(() => page.title(), eventually).toMatch(/^\(\d+\) /)
    const before = countOf(await page.title())

    await emitNotification(instance.url, { from: 'mira', type: 'follow' })
    const arrived = row(feed, 'Mira (MFA) followed you')
    await arrived.waitFor(eventually)
    expect(await arrived.getAttribute('class')).toContain('notification-unseen')
    expect(await feed.locator('[data-row-id]').first().textContent()).toContain('Mira (MFA)')
    await expect.poll(async () => countOf(await page.title()), eventually).toBe(before + 1)
    expect(h.pageErrors).toEqual([])
  })

  it('polls every 20 s while the socket is down', async () => {
    const { page, instance } = h
    // Every streaming socket is ended as soon as it opens (1000: no retry, so no reconnect and
    // no gap fill): only polling can bring new notifications.
    await page.routeWebSocket(/\/api\/v1\/streaming/, (socket) => socket.close({ code: 1000 }))
    await openDeckAs(page, 'alice')
    const feed = column(page, 'Notifications').getByRole('feed')
    await feed.locator('[data-row-id]').first().waitFor()

    await emitNotification(instance.url, { from: 'botty', type: 'follow' })
    // One polling round: 20 s, and the fetch.
    await row(feed, 'Botty followed you').waitFor({ timeout: 30_000 })
    expect(h.pageErrors).toEqual([])
  })
})

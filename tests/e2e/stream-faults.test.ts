import { describe, expect, it } from 'vitest'
import { column, openDeckAs, postAs } from './deck-helpers'
import { useHarness } from './harness'
import { emitNotification, row } from './notifications-helpers'

async function faults(baseUrl: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`faults answered ${String(response.status)}`)
}

describe('live updates when the stream fails', () => {
  const h = useHarness(undefined, { testControl: true })

  it('brings notifications by polling while the instance refuses every socket', async () => {
    const { page, instance } = h
    await faults(instance.url, { streamDown: true })
    try {
      await openDeckAs(page, 'alice')
      const feed = column(page, 'Notifications').getByRole('feed')
      await feed.locator('[data-row-id]').first().waitFor()
      const id = await emitNotification(instance.url, { from: 'botty', type: 'follow' })
      // One polling round: 20 s, and the fetch.
      await feed.locator(`[data-row-id="${id}"]`).waitFor({ timeout: 30_000 })
      expect(await row(feed, 'Botty followed you').count()).toBeGreaterThan(0)
    } finally {
      await faults(instance.url, { streamDown: false })
    }
  })

  it('shows every post once when a third of the frames arrive broken', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    const local = column(page, 'Local')
    await local.getByRole('article').first().waitFor()
    // The socket is up before the frames break: a post shows at once (polling takes 20 s).
    // The column subscribes a moment after its first page: a post made before that comes only
    // by polling, so posts go out until one shows at once.
    for (let attempt = 1; ; attempt++) {
      const first = `Before the frames break ${String(Date.now())}`
      await postAs(instance.url, 'bob', first)
      const shown = await local
        .getByText(first)
        .waitFor({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        )
      if (shown) break
      if (attempt === 5) throw new Error('no post came over the stream before the frames broke')
    }
    const texts = Array.from(
      { length: 9 },
      (_, i) => `Broken frames ${String(Date.now())} #${String(i)}`,
    )
    await faults(instance.url, { malformedRate: 0.34 })
    try {
      for (const text of texts) await postAs(instance.url, 'bob', text)
    } finally {
      await faults(instance.url, { malformedRate: 0 })
    }
    // A lost frame is caught up within a second or two; on a machine so busy that the socket's
    // pings are late the stream falls back to polling, every 20 s: either way every post comes.
    for (const text of texts) {
      await local.getByText(text).waitFor({ timeout: 25_000 })
    }
    for (const text of texts) expect(await local.getByText(text).count()).toBe(1)
    expect(h.pageErrors).toEqual([])
  })
})

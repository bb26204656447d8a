// The composer when things go wrong: an upload over the instance's limit, a create call that
// fails (the faults knob) or whose answer is lost, and a reload in the middle of writing.
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setInstanceSettings } from './auth-helpers'
import { column, openDeckAs } from './deck-helpers'
import {
  chooseIn,
  chosenIn,
  dockedComposer,
  postText,
  setFaults,
  statusesWith,
  tinyPng,
} from './composer-helpers'
import { useHarness } from './harness'

const createPaths = new Set(['/api/v1/statuses', '/api/notes/create'])

function isCreate(request: Request): boolean {
  return request.method() === 'POST' && createPaths.has(new URL(request.url()).pathname)
}

/** The idempotency keys of every create call the page sends. */
function recordCreateKeys(page: Page): (string | undefined)[] {
  const keys: (string | undefined)[] = []
  page.on('request', (request) => {
    if (isCreate(request)) keys.push(request.headers()['idempotency-key'])
  })
  return keys
}

describe('composer resilience', () => {
  const h = useHarness(undefined, { testControl: true })

  it('refuses an upload over the instance limit with the sizes and keeps the draft', async () => {
    const { page } = h
    await setInstanceSettings(h.instance.url, { uploadLimit: 100 })
    try {
      await openDeckAs(page, 'alice')
      const composer = dockedComposer(page)
      const text = postText(composer)
      const marker = `too-big-${String(Date.now())}`
      await text.fill(`Holiday snaps ${marker}`)
      const big = Buffer.concat([tinyPng(), Buffer.alloc(300)])
      await composer.locator('input[type="file"]').setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: big,
      })

      const error = composer.getByText(/^Error: Upload failed\. File too big/)
      await error.waitFor()
      expect(await error.innerText()).toContain(`[${String(big.length)} B / 100 B]`)
      expect(await text.inputValue()).toBe(`Holiday snaps ${marker}`)
      expect(await composer.getByRole('textbox', { name: /^Description of/ }).count()).toBe(0)

      // The draft still posts, without the file.
      await composer.getByRole('button', { name: 'Post', exact: true }).click()
      await expect.poll(() => text.inputValue()).toBe('')
      const stored = await statusesWith(h.instance.url, 'alice', marker)
      expect(stored.map((s) => s.media_attachments.length)).toEqual([0])
      expect(h.pageErrors).toEqual([])
    } finally {
      await setInstanceSettings(h.instance.url, { uploadLimit: 16_000_000 })
    }
  })

  it('shows the default upload error when the server refuses a file the page let through', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const composer = dockedComposer(page)
    const text = postText(composer)
    await text.fill('Keep me')
    // The limit drops after the page read the instance, so only the server knows (413).
    await setInstanceSettings(h.instance.url, { uploadLimit: 10 })
    try {
      await composer.locator('input[type="file"]').setInputFiles({
        name: 'dot.png',
        mimeType: 'image/png',
        buffer: tinyPng(),
      })
      await composer.getByText('Error: Upload failed. Try again later').waitFor()
    } finally {
      await setInstanceSettings(h.instance.url, { uploadLimit: 16_000_000 })
    }
    expect(await text.inputValue()).toBe('Keep me')
    expect(await composer.getByRole('textbox', { name: /^Description of/ }).count()).toBe(0)
    expect(await composer.getByRole('button', { name: 'Post', exact: true }).isEnabled()).toBe(true)
  })

  it('retries a post whose first create call failed and makes exactly one status', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const composer = dockedComposer(page)
    const text = postText(composer)
    const marker = `retry-${String(Date.now())}`
    const keys = recordCreateKeys(page)
    await text.fill(`Second time lucky ${marker}`)

    await setFaults(h.instance.url, { failRate: 1, failStatus: 500 })
    try {
      await composer.getByRole('button', { name: 'Post', exact: true }).click()
      await composer
        .getByText(/^Error: /)
        .first()
        .waitFor({ timeout: 20_000 })
    } finally {
      await setFaults(h.instance.url, { failRate: 0 })
    }
    expect(await text.inputValue()).toBe(`Second time lucky ${marker}`)
    expect(await statusesWith(h.instance.url, 'alice', marker)).toHaveLength(0)

    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await expect.poll(() => text.inputValue()).toBe('')
    await column(page, 'Home').getByText(marker).first().waitFor({ timeout: 15_000 })
    expect(await statusesWith(h.instance.url, 'alice', marker)).toHaveLength(1)
    // Every attempt carried the draft's one key.
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toBeTruthy()
  })

  it('retries a post whose first answer was lost and still makes exactly one status', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const composer = dockedComposer(page)
    const text = postText(composer)
    const marker = `lost-${String(Date.now())}`
    const keys = recordCreateKeys(page)
    let first = true
    // The server handles the first create, but the page is told it failed.
    await page.route(
      (url) => createPaths.has(url.pathname),
      async (route) => {
        if (!first || route.request().method() !== 'POST') return route.continue()
        first = false
        await route.fetch()
        return route.fulfill({ status: 502, json: { error: 'Bad gateway' } })
      },
    )
    await text.fill(`Did it go? ${marker}`)
    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await composer
      .getByText(/^Error: /)
      .first()
      .waitFor({ timeout: 20_000 })
    expect(await statusesWith(h.instance.url, 'alice', marker)).toHaveLength(1)
    expect(await text.inputValue()).toBe(`Did it go? ${marker}`)

    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await expect.poll(() => text.inputValue()).toBe('')
    expect(await statusesWith(h.instance.url, 'alice', marker)).toHaveLength(1)
    expect(keys).toHaveLength(2)
    expect(new Set(keys).size).toBe(1)
    // The person sees the post once, though the page was told about it twice (stream and retry).
    const home = column(page, 'Home')
    await home.getByText(marker).first().waitFor({ timeout: 15_000 })
    // A check that nothing more happens: a second copy would arrive within this quiet while.
    await page.waitForTimeout(500)
    expect(await home.getByRole('article').filter({ hasText: marker }).count()).toBe(1)
  })

  it('restores the draft after a reload, posting nothing meanwhile', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const composer = dockedComposer(page)
    const text = postText(composer)
    const marker = `draft-${String(Date.now())}`
    const spoiler = composer.getByRole('textbox', { name: 'Content warning (optional)' })
    // The composer loads after the first status: count its fields only once it is there.
    await text.waitFor()
    if ((await spoiler.count()) === 0) {
      await composer.getByRole('button', { name: 'Content warning', exact: true }).click()
    }
    await spoiler.fill('spoilers')
    await text.fill(`Half written ${marker}`)
    await chooseIn(composer, 'Visibility', 'Unlisted')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('drafts') ?? ''))
      .toContain(marker)

    await page.reload()
    const restored = postText(dockedComposer(page))
    await restored.waitFor()
    await expect.poll(() => restored.inputValue()).toBe(`Half written ${marker}`)
    expect(await spoiler.inputValue()).toBe('spoilers')
    expect(await chosenIn(composer, 'Visibility')).toBe('Unlisted')
    expect(await statusesWith(h.instance.url, 'alice', marker)).toHaveLength(0)

    // Posting the restored draft clears it from storage.
    await restored.press('Control+Enter')
    await expect.poll(() => restored.inputValue()).toBe('')
    const stored = await statusesWith(h.instance.url, 'alice', marker)
    expect(stored.map((s) => [s.spoiler_text, s.visibility])).toEqual([['spoilers', 'unlisted']])
    expect(await page.evaluate(() => localStorage.getItem('drafts') ?? '')).not.toContain(marker)
    expect(h.pageErrors).toEqual([])
  })
})

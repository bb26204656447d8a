// Flash attachments in Chromium against the built client: the emulator (Ruffle) is fetched from
// static/ruffle/ only when Play is pressed, draws the movie's stage, stops back to the
// placeholder, and a file that is not a movie ends in the general.flash_fail alert. The statuses
// are posted through the instance's own upload and create calls, as alice.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { STAGE_COLOR } from '../fixtures/flash/swf'
import { useHarness } from './harness'

const fixtures = path.resolve('tests/fixtures/flash')
const SWF_TYPE = 'application/x-shockwave-flash'

async function postFlash(baseUrl: string, file: string, text: string): Promise<string> {
  const headers = { Authorization: 'Bearer seed-token-alice' }
  const form = new FormData()
  form.append('file', new Blob([readFileSync(path.join(fixtures, file))], { type: SWF_TYPE }), file)
  const upload = await fetch(`${baseUrl}/api/v1/media`, { method: 'POST', headers, body: form })
  if (!upload.ok) throw new Error(`upload failed: ${String(upload.status)}`)
  const { id: mediaId } = (await upload.json()) as { id: string }
  const created = await fetch(`${baseUrl}/api/v1/statuses`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: text, visibility: 'public', media_ids: [mediaId] }),
  })
  if (!created.ok) throw new Error(`posting failed: ${String(created.status)}`)
  return ((await created.json()) as { id: string }).id
}

/** Every request the page makes, by path, to tell when the emulator was fetched. */
function recordRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

/** The colour in the middle of the player, from a screenshot decoded by the page itself. */
async function centreColour(page: Page, shot: Buffer): Promise<[number, number, number]> {
  return page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(image, 0, 0)
    const [r = 0, g = 0, b = 0] = context.getImageData(
      image.width >> 1,
      image.height >> 1,
      1,
      1,
    ).data
    return [r, g, b] as [number, number, number]
  }, shot.toString('base64'))
}

describe('flash attachments', () => {
  const h = useHarness()

  it('plays by keyboard on demand, draws the stage, and stops back to the placeholder', async () => {
    const id = await postFlash(h.instance.url, 'stage.swf', 'A flash movie')
    const requests = recordRequests(h.page)
    await h.page.goto(`/notice/${id}`)
    const play = h.page.getByRole('button', { name: 'Play flash content' })
    await play.waitFor()
    expect(requests.some((p) => p.includes('/static/ruffle/'))).toBe(false)

    await play.focus()
    await h.page.keyboard.press('Enter')
    const stop = h.page.getByRole('button', { name: 'Stop flash content' })
    await expect.poll(() => stop.evaluate((el) => el === document.activeElement)).toBe(true)
    await h.page.locator('.attachment-flash-playing').waitFor({ timeout: 30_000 })
    const canvas = h.page.locator('ruffle-player canvas')
    const size = await canvas.evaluate((el) => [el.clientWidth, el.clientHeight])
    expect(size[0]).toBeGreaterThan(0)
    expect(size[1]).toBeGreaterThan(0)
    expect(requests).toContain('/static/ruffle/ruffle.js')
    expect(requests.some((p) => p.endsWith('.wasm'))).toBe(true)

    // The stage colour reaches the screen: the emulator drew the movie, not just its box.
    const player = h.page.locator('ruffle-player')
    await expect
      .poll(
        async () => {
          const [r, g, b] = await centreColour(h.page, await player.screenshot())
          const want = [(STAGE_COLOR >> 16) & 0xff, (STAGE_COLOR >> 8) & 0xff, STAGE_COLOR & 0xff]
          return Math.max(
            Math.abs(r - (want[0] ?? 0)),
            Math.abs(g - (want[1] ?? 0)),
            Math.abs(b - (want[2] ?? 0)),
          )
        },
        { timeout: 10_000 },
      )
      .toBeLessThan(8)
    await h.page.screenshot({ path: 'test-results/status-flash-playing.png' })

    await h.page.keyboard.press('Enter')
    await play.waitFor()
    expect(await h.page.locator('ruffle-player').count()).toBe(0)
    await expect.poll(() => play.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(h.pageErrors).toEqual([])
  })

  it('shows the flash_fail alert with a link to the file when the movie is broken', async () => {
    const id = await postFlash(h.instance.url, 'broken.swf', 'A broken flash movie')
    await h.page.goto(`/notice/${id}`)
    await h.page.getByRole('button', { name: 'Play flash content' }).click()
    const alert = h.page.getByRole('alert').filter({ hasText: 'Failed to load flash content' })
    await alert.waitFor({ timeout: 30_000 })
    const link = alert.getByRole('link', { name: 'Open the file' })
    expect(await link.getAttribute('href')).toMatch(/\/media\/\d+\/broken\.swf$/)
    expect(await h.page.locator('ruffle-player').count()).toBe(0)
  })
})

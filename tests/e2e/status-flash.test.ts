// Flash attachments in Chromium against the built client: the emulator (Ruffle) is fetched from
// static/ruffle/ only when Play is pressed, draws the movie's stage, stops back to the
// placeholder, and a file that is not a movie ends in the general.flash_fail alert. The statuses
// are posted as alice through the instance's create call, with the seed's flash media or an
// upload of the broken fixture.
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { createServer, preview } from 'vite'
import { describe, expect, it } from 'vitest'
import { ruffleAssets, ruffleRuntimeFiles } from '../../scripts/ruffle-assets'
import { png } from '../fake-akkoma/seed/files'
import { addFlashMedia, addMedia, FLASH_MIME } from '../fake-akkoma/seed/media'
import type { Store } from '../fake-akkoma/store/store'
import type { User } from '../fake-akkoma/store/types'
import { STAGE_COLOR } from '../fixtures/flash/swf'
import { desktop, phone, useHarness } from './harness'

const fixtures = path.resolve('tests/fixtures/flash')

const headers = { Authorization: 'Bearer seed-token-alice' }

function seededAlice(store: Store): User {
  const alice = [...store.users.values()].find((user) => user.nickname === 'alice')
  if (!alice) throw new Error('no seeded alice')
  return alice
}

/** Posts a public status as alice with the given uploaded media. */
async function postWithMedia(baseUrl: string, text: string, mediaId: string): Promise<string> {
  const created = await fetch(`${baseUrl}/api/v1/statuses`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: text, visibility: 'public', media_ids: [mediaId] }),
  })
  if (!created.ok) throw new Error(`posting failed: ${String(created.status)}`)
  return ((await created.json()) as { id: string }).id
}

/** Uploads a fixture file through the instance's media call, as a flash movie. */
async function uploadFixture(baseUrl: string, file: string): Promise<string> {
  const form = new FormData()
  const bytes = readFileSync(path.join(fixtures, file))
  form.append('file', new Blob([bytes], { type: FLASH_MIME }), file)
  const upload = await fetch(`${baseUrl}/api/v1/media`, { method: 'POST', headers, body: form })
  if (!upload.ok) throw new Error(`upload failed: ${String(upload.status)}`)
  return ((await upload.json()) as { id: string }).id
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
    // The seed's flash movie, stored as the seed stores it and served by the instance.
    const store = h.instance.state.store
    const alice = seededAlice(store)
    const movie = addFlashMedia(store, alice.id)
    const id = await postWithMedia(h.instance.url, 'A flash movie', movie.id)
    const requests = recordRequests(h.page)
    await h.page.goto(`/notice/${id}`)
    const play = h.page.getByRole('button', { name: 'Play flash content' })
    await play.waitFor()
    expect(requests.some((p) => p.includes('/static/ruffle/'))).toBe(false)

    await play.focus()
    await h.page.keyboard.press('Enter')
    const stop = h.page.getByRole('button', { name: 'Stop flash content' })
    await expect
      .poll(() => stop.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true)
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
    // A hidden tab pauses the movie without a blob: Worker the policy would refuse (the
    // console error of a violation would land in pageErrors).
    for (const hidden of [true, false])
      await h.page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }, hidden)
    await h.page.screenshot({ path: 'test-results/status-flash-playing.png' })
    await h.page.setViewportSize(phone)
    await h.page.screenshot({ path: 'test-results/status-flash-playing-phone.png' })
    await h.page.setViewportSize(desktop)

    await h.page.keyboard.press('Enter')
    await play.waitFor()
    expect(await h.page.locator('ruffle-player').count()).toBe(0)
    await expect
      .poll(() => play.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true)
    expect(h.pageErrors).toEqual([])
  })

  it('stopped while the emulator loads, leaves no player running behind', async () => {
    const store = h.instance.state.store
    const alice = seededAlice(store)
    const id = await postWithMedia(
      h.instance.url,
      'Stopped early',
      addFlashMedia(store, alice.id).id,
    )
    const logs: string[] = []
    h.page.on('console', (message) => logs.push(message.text()))
    // The wasm is held back until the player was stopped: Ruffle is then mid-load for sure.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await h.page.route('**/static/ruffle/*.wasm', async (route) => {
      await held
      await route.continue()
    })
    await h.page.goto(`/notice/${id}`)
    await h.page.getByRole('button', { name: 'Play flash content' }).click()
    const player = h.page.locator('ruffle-player')
    await player.waitFor({ state: 'attached' })
    await h.page.getByRole('button', { name: 'Stop flash content' }).click()
    await h.page.getByRole('button', { name: 'Play flash content' }).waitFor()
    expect(await player.count()).toBe(1)
    expect(await player.isVisible()).toBe(false)

    release()
    // Ruffle builds its instance once the wasm is in, then the hidden player leaves the page.
    await expect
      .poll(() => logs.some((line) => line.includes('Ruffle instance destroyed')), {
        timeout: 30_000,
      })
      .toBe(true)
    expect(await h.page.locator('ruffle-player').count()).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('shows the flash_fail alert with a link to the file when the movie is broken', async () => {
    const mediaId = await uploadFixture(h.instance.url, 'broken.swf')
    const id = await postWithMedia(h.instance.url, 'A broken flash movie', mediaId)
    await h.page.goto(`/notice/${id}`)
    await h.page.getByRole('button', { name: 'Play flash content' }).click()
    const alert = h.page.getByRole('alert').filter({ hasText: 'Failed to load flash content' })
    await alert.waitFor({ timeout: 30_000 })
    const link = alert.getByRole('link', { name: 'Open the file' })
    await h.page.screenshot({ path: 'test-results/status-flash-error.png' })
    expect(await link.getAttribute('href')).toMatch(/\/media\/\d+\/broken\.swf$/)
    expect(await h.page.locator('ruffle-player').count()).toBe(0)
  })

  it('plays in the media viewer too, reached from an image of the same status', async () => {
    const store = h.instance.state.store
    const alice = seededAlice(store)
    const image = addMedia(store, {
      ownerId: alice.id,
      mime: 'image/png',
      filename: 'still.png',
      data: png(160, 120, 0x444444, 0x888888),
      description: 'A still',
      width: 160,
      height: 120,
    })
    const movie = addFlashMedia(store, alice.id)
    const created = await fetch(`${h.instance.url}/api/v1/statuses`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'Still and movie', media_ids: [image.id, movie.id] }),
    })
    const { id } = (await created.json()) as { id: string }
    await h.page.goto(`/notice/${id}`)
    await h.page.getByRole('button', { name: 'Open attachment: A still' }).click()
    const viewer = h.page.getByRole('dialog', { name: 'Media viewer' })
    await viewer.waitFor()
    await h.page.keyboard.press('ArrowRight')
    await viewer.getByRole('button', { name: 'Play flash content' }).click()
    await viewer.locator('.attachment-flash-playing ruffle-player').waitFor({ timeout: 30_000 })
    const width = await viewer.locator('ruffle-player').evaluate((el) => el.clientWidth)
    expect(width).toBeGreaterThan(300)
    await h.page.screenshot({ path: 'test-results/status-flash-viewer.png' })
    await h.page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
    expect(await h.page.locator('ruffle-player').count()).toBe(0)
  })
})

describe("the emulator's files under vite dev and preview", () => {
  // Mounted ahead of Vite's own middleware: `npm run dev` proxies /static to the instance, and
  // that proxy (here pointed at a closed port) must never see these requests.
  const files = ruffleRuntimeFiles()
  const wasm = files.find((name) => name.endsWith('.wasm')) ?? ''

  async function check(base: string) {
    const script = await fetch(`${base}/static/ruffle/ruffle.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    await script.arrayBuffer()
    const module = await fetch(`${base}/static/ruffle/${wasm}`)
    expect(module.headers.get('content-type')).toBe('application/wasm')
    expect(Number(module.headers.get('content-length'))).toBeGreaterThan(1_000_000)
    await module.arrayBuffer()
    const map = await fetch(`${base}/static/ruffle/ruffle.js.map`)
    expect(map.status).toBe(404)
  }

  it('lists the runtime: loader, core chunks, wasm builds and licences', () => {
    expect(files).toContain('ruffle.js')
    expect(files).toEqual(expect.arrayContaining(['LICENSE_APACHE', 'LICENSE_MIT']))
    expect(files.filter((name) => name.endsWith('.wasm')).length).toBeGreaterThan(0)
    expect(files.some((name) => /^core\.ruffle\..+\.js$/.test(name))).toBe(true)
    expect(files.some((name) => name.endsWith('.map'))).toBe(false)
  })

  it('serves them from node_modules under vite and vite preview', async () => {
    const dev = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [ruffleAssets()],
      server: { host: '127.0.0.1', port: 0, proxy: { '/static': 'http://127.0.0.1:9' } },
    })
    await dev.listen()
    try {
      await check(devUrl(dev.httpServer?.address()))
    } finally {
      await dev.close()
    }
    const server = await preview({
      configFile: false,
      logLevel: 'silent',
      plugins: [ruffleAssets()],
      build: { outDir: path.resolve('node_modules/.cache/status-flash-preview') },
      preview: { host: '127.0.0.1', port: 0 },
    })
    try {
      await check(devUrl(server.httpServer.address()))
    } finally {
      await server.close()
    }
  })
})

function devUrl(address: AddressInfo | string | null | undefined): string {
  if (!address || typeof address === 'string') throw new Error('no address')
  return `http://127.0.0.1:${String(address.port)}`
}

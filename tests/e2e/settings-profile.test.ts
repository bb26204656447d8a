// The profile area against the local instance: a new name and a cropped avatar are saved with
// update_credentials, and every card of the account shows them at once.
import { describe, expect, it } from 'vitest'
import { png } from '../fake-akkoma/seed/files'
import { column, openDeckAs, postAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs, openSettings } from './settings-helpers'

/** Width and height from a PNG's header. */
function pngSize(data: Buffer): { width: number; height: number } {
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

describe('profile settings', () => {
  const h = useHarness()

  it('saves a name and a cropped avatar that the timelines show', async () => {
    const { page } = h
    const marker = `profile-${String(Date.now())}`
    await postAs(h.instance.url, 'alice', marker)
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    const card = home.getByRole('article').filter({ hasText: marker }).first()
    await card.waitFor()

    const dialog = await openSettings(page, 'Profile')
    await dialog.getByLabel('Name', { exact: true }).fill('Alice Cropped')
    // A wide picture: the avatar keeps a square of it.
    await dialog.locator('[data-image="Avatar"] input[type=file]').setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: png(300, 200, 0x203040, 0xc0d0e0),
    })
    const cropper = page.getByRole('dialog', { name: 'Crop the Avatar' })
    await cropper.waitFor()
    const area = cropper.getByRole('button', { name: /Part of the image that is kept/ })
    // The frame shows the picture (not a blank canvas).
    await expect
      .poll(() =>
        area.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
          const pixel = canvas
            .getContext('2d')
            ?.getImageData(canvas.width / 2, canvas.height / 2, 1, 1)
          return pixel?.data[3] ?? 0
        }),
      )
      .toBe(255)
    await area.focus()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('+')
    await cropper.getByRole('button', { name: 'Use this' }).click()
    await cropper.waitFor({ state: 'detached' })
    await dialog.getByText('New Avatar chosen: saved with the profile').first().waitFor()
    await dialog.getByRole('button', { name: 'Save profile' }).click()
    await dialog.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor()

    const me = await apiAs<{ avatar: string; display_name: string }>(
      h.instance.url,
      'alice',
      '/api/v1/accounts/verify_credentials',
    )
    expect(me.display_name).toBe('Alice Cropped')
    const image = Buffer.from(await (await fetch(me.avatar)).arrayBuffer())
    const size = pngSize(image)
    // Zoomed in from the 200 px square: a smaller square.
    expect(size.width).toBe(size.height)
    expect(size.width).toBeLessThan(200)

    await page.keyboard.press('Escape')
    await card.getByText('Alice Cropped').first().waitFor()
    await expect
      .poll(() =>
        card.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))),
      )
      .toContain(me.avatar)
    expect(h.pageErrors).toEqual([])
  })
})

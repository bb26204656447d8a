// The settings modal in the built client: its ways in (g s, the top bar, the drawer, quick
// settings), minimised and restored, full screen on a phone, the save notice, and options that
// change what the deck shows or asks for at once.
import { describe, expect, it } from 'vitest'
import { column, openDeckAs, postAs } from './deck-helpers'
import { phone, useHarness } from './harness'
import { openSettings, settingsDialog } from './settings-helpers'

describe('the settings modal', () => {
  const h = useHarness()

  it('opens from g s, the top bar, the drawer and quick settings, and minimises', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const dialog = settingsDialog(page)

    await page.keyboard.press('g')
    await page.keyboard.press('s')
    await dialog.waitFor()
    await dialog.getByRole('tab', { name: 'General', selected: true }).waitFor()

    await dialog.getByRole('button', { name: 'Minimise settings' }).click()
    await dialog.waitFor({ state: 'detached' })
    const bar = page.getByRole('region', { name: 'Settings (minimised)' })
    await bar.getByRole('button', { name: 'Restore settings' }).click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await bar.count()).toBe(0)

    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
    await dialog.waitFor()
    await dialog.getByRole('tab', { name: 'Blocks' }).click()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page
      .getByRole('complementary', { name: 'Menu' })
      .getByRole('button', { name: 'Settings' })
      .click()
    // It opens where it was left.
    await dialog.getByRole('tab', { name: 'Blocks', selected: true }).waitFor()
    await page.keyboard.press('Escape')

    await column(page, 'Home').getByRole('button', { name: 'Timeline settings' }).click()
    await page.getByRole('menuitem', { name: 'More settings…' }).click()
    await dialog.getByRole('tab', { name: 'General', selected: true }).waitFor()
    expect(h.pageErrors).toEqual([])
  })

  it('says "Settings saved" after a change, for two seconds, and applies it at once', async () => {
    const { page } = h
    await openDeckAs(page, 'bob')
    const brand = page.getByRole('link', { name: /go to the deck/ })
    await brand.getByText('Akkoma Deck Local').waitFor()
    const dialog = await openSettings(page, 'General')
    await dialog.getByRole('switch', { name: 'Hide the instance name in the top bar' }).click()
    const saved = dialog.getByRole('status').filter({ hasText: 'Settings saved' })
    await saved.waitFor()
    expect(await brand.getByText('Akkoma Deck Local').count()).toBe(0)
    // The notice leaves by itself.
    await saved.waitFor({ state: 'detached', timeout: 5000 })
    expect(await brand.locator('img').count()).toBe(1)
    await dialog.getByRole('switch', { name: 'Hide the instance icon in the top bar' }).click()
    await expect.poll(() => brand.locator('img').count()).toBe(0)
  })

  it('sends reply_visibility and with_muted as the settings say, and folds muted authors', async () => {
    const { page } = h
    const marker = `muted-author-${String(Date.now())}`
    await postAs(h.instance.url, 'botty', marker)
    // lena mutes botty; her home timeline then carries botty's post folded.
    await fetch(`${h.instance.url}/api/v1/accounts/${await idOf(h.instance.url, 'botty')}/follow`, {
      method: 'POST',
      headers: { Authorization: 'Bearer seed-token-lena' },
    })
    await fetch(`${h.instance.url}/api/v1/accounts/${await idOf(h.instance.url, 'botty')}/mute`, {
      method: 'POST',
      headers: { Authorization: 'Bearer seed-token-lena' },
    })
    const queries: URLSearchParams[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/v1/timelines/home') queries.push(url.searchParams)
    })
    await openDeckAs(page, 'lena')
    const home = column(page, 'Home')
    await home.getByRole('button', { name: 'Show muted post' }).first().waitFor()
    expect(queries.at(-1)?.get('with_muted')).toBe('true')
    expect(queries.at(-1)?.has('reply_visibility')).toBe(false)

    const dialog = await openSettings(page, 'General')
    await dialog.getByRole('button', { name: /Replies shown in timelines/ }).click()
    await page.getByRole('option', { name: 'Replies to me only' }).click()
    await expect.poll(() => queries.at(-1)?.get('reply_visibility')).toBe('self')

    await dialog.getByRole('tab', { name: 'Filters and highlights' }).click()
    await dialog.getByRole('switch', { name: 'Hide posts of muted users entirely' }).click()
    await expect.poll(() => queries.at(-1)?.has('with_muted')).toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(() => home.getByRole('button', { name: 'Show muted post' }).count()).toBe(0)
  })
})

describe('live updates for every column', () => {
  const h = useHarness()

  it('streams a column whose own live updates are off once the account setting is on', async () => {
    const { page } = h
    const opened: string[] = []
    page.on('websocket', (socket) => opened.push(decodeURIComponent(socket.url())))
    await openDeckAs(page, 'alice')
    const local = column(page, 'Local')
    await local.getByRole('article').first().waitFor()
    await expect.poll(() => opened.some((url) => url.includes('stream=public:local'))).toBe(true)

    await page.getByRole('button', { name: 'Column menu: Local' }).click()
    await page.getByRole('menuitem', { name: 'Column settings' }).click()
    await page.getByRole('checkbox', { name: 'Live updates (streaming)' }).uncheck()
    await page.getByRole('button', { name: 'Done' }).click()
    opened.length = 0

    const dialog = await openSettings(page, 'General')
    await dialog.getByRole('switch', { name: 'Live updates in every column' }).click()
    await expect
      .poll(() => opened.some((url) => url.includes('stream=public:local')), { timeout: 10_000 })
      .toBe(true)
  })
})

async function idOf(baseUrl: string, nickname: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/accounts/lookup?acct=${nickname}`)
  return ((await response.json()) as { id: string }).id
}

describe('the settings modal on a phone', () => {
  const h = useHarness(phone)

  it('fills the screen and keeps its tabs in a row', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page
      .getByRole('complementary', { name: 'Menu' })
      .getByRole('button', { name: 'Settings' })
      .click()
    const dialog = settingsDialog(page)
    await dialog.waitFor()
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(phone.width)
    expect(box?.x).toBe(0)
    expect(await dialog.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal')
    expect(h.pageErrors).toEqual([])
  })
})

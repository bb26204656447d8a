import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { column, openDeckAs } from './deck-helpers'
import { desktop, useHarness } from './harness'

/** The wallpaper of each look (tokens.css), as the browser reports a colour. */
const wallpaper = { light: 'rgb(232, 235, 240)', dark: 'rgb(11, 16, 23)' }

/** Records the look and the page's background in the first frame the browser renders. */
async function probeFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement
      // The body may not be parsed yet in the first frame: then the root is what shows.
      const painted = (document.body as HTMLElement | null) ?? root
      ;(window as unknown as { firstFrame: unknown }).firstFrame = {
        look: root.getAttribute('data-look'),
        background: getComputedStyle(painted).backgroundColor,
      }
    })
  })
}

const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame)
    .then((handle) => handle.jsonValue() as Promise<{ look: string; background: string }>)

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

describe('the look', () => {
  const h = useHarness(desktop)

  it('follows the system: light or dark from the first frame, and live when it changes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await h.browser.newContext({ colorScheme: scheme, baseURL: h.instance.url })
      const page = await context.newPage()
      await probeFirstFrame(page)
      await page.goto('/about')
      expect(await firstFrame(page)).toEqual({ look: scheme, background: wallpaper[scheme] })
      await page.getByRole('main').waitFor()
      expect(await bodyBackground(page)).toBe(wallpaper[scheme])
      // The system switches while the page is open: the look follows.
      const other = scheme === 'light' ? 'dark' : 'light'
      await page.emulateMedia({ colorScheme: other })
      await expect
        .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-look')))
        .toBe(other)
      await context.close()
    }
  })

  it('asks for more contrast: the high-contrast look of the scheme', async () => {
    const context = await h.browser.newContext({
      colorScheme: 'dark',
      contrast: 'more',
      baseURL: h.instance.url,
    })
    const page = await context.newPage()
    await page.goto('/about')
    await page.getByRole('main').waitFor()
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-look'))).toBe(
      'dark-hc',
    )
    await context.close()
  })

  it('keeps a chosen look over the system and across a reload, without a flash', async () => {
    const context = await h.browser.newContext({
      colorScheme: 'light',
      viewport: desktop,
      baseURL: h.instance.url,
    })
    const page = await context.newPage()
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    await home.getByRole('button', { name: 'Timeline settings' }).click()
    const dark = page.getByRole('menuitemradio', { name: 'Look: Dark', exact: true })
    expect(await dark.getAttribute('aria-checked')).toBe('false')
    expect(
      await page
        .getByRole('menuitemradio', { name: 'Look: Follow the system' })
        .getAttribute('aria-checked'),
    ).toBe('true')
    await dark.click()
    await expect.poll(() => bodyBackground(page)).toBe(wallpaper.dark)

    await probeFirstFrame(page)
    await page.reload()
    expect(await firstFrame(page)).toEqual({ look: 'dark', background: wallpaper.dark })
    await column(page, 'Home').getByRole('article').first().waitFor()
    expect(await bodyBackground(page)).toBe(wallpaper.dark)
    await context.close()
  })
})

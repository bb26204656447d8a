import { describe, expect, it } from 'vitest'
import { phone, useHarness } from './harness'

describe('the built client in Chromium', () => {
  const h = useHarness()

  it('renders the frame with its named landmarks and no page errors', async () => {
    await h.page.goto('/deck')
    await h.page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    await h.page.getByRole('main', { name: 'Deck' }).waitFor()
    expect(h.pageErrors).toEqual([])
  })

  it('sends a visitor from / to the public timeline, and loads deep links served by the instance', async () => {
    await h.page.goto('/')
    await h.page.waitForURL((url) => url.pathname === '/main/public')
    await h.page.getByRole('main', { name: 'Local' }).waitFor()
    await h.page.goto('/tag/cats')
    await h.page.getByRole('main', { name: '#cats' }).waitFor()
    expect(h.pageErrors).toEqual([])
  })

  it('fits a phone screen without horizontal scrolling', async () => {
    await h.page.setViewportSize(phone)
    await h.page.goto('/deck')
    await h.page.getByRole('main', { name: 'Deck' }).waitFor()
    const overflow = await h.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})

describe('the content security policy of the build', () => {
  const h = useHarness()

  it('refuses inline scripts and event handler attributes', async () => {
    await h.page.goto('/deck')
    await h.page.getByRole('main', { name: 'Deck' }).waitFor()
    const ran = await h.page.evaluate(async () => {
      const w = window as unknown as Record<string, boolean>
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.body.append(script)
      const img = document.createElement('img')
      img.setAttribute('onerror', 'window.handlerRan = true')
      // The attribute's handler, were it allowed, runs before this later listener.
      const failed = new Promise((resolve) => {
        img.addEventListener('error', resolve, { once: true })
      })
      img.src = 'data:image/png;base64,broken'
      document.body.append(img)
      await failed
      return { inline: w.inlineRan === true, handler: w.handlerRan === true }
    })
    expect(ran).toEqual({ inline: false, handler: false })
  })
})

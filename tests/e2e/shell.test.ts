import { describe, expect, it } from 'vitest'
import { phone, useHarness } from './harness'

describe('the built client in Chromium', () => {
  const h = useHarness()

  it('renders the shell with its named landmarks and no page errors', async () => {
    await h.page.goto('/')
    await h.page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    expect(await h.page.getByRole('main', { name: 'Deck' }).isVisible()).toBe(true)
    expect(await h.page.title()).toBe('Akkoma Deck')
    expect(h.pageErrors).toEqual([])
  })

  it('loads the app on a deep link served by the instance', async () => {
    await h.page.goto('/main/public')
    await h.page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    expect(h.pageErrors).toEqual([])
  })

  it('fits a phone screen without horizontal scrolling', async () => {
    await h.page.setViewportSize(phone)
    await h.page.goto('/')
    await h.page.getByRole('main', { name: 'Deck' }).waitFor()
    const overflow = await h.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})

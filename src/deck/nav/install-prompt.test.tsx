import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/common/test-render'
import { RegisteredItems } from './DrawerEntries'
import { watchInstallPrompt } from './install-prompt'

/** What Chromium fires when the page may be installed. */
function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(() => Promise.resolve())
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) })
  return { event, prompt }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function renderMenu() {
  renderUi(
    <ul>
      <RegisteredItems slot="app" account={undefined} />
    </ul>,
  )
}

describe('installing the app from the menu', () => {
  it('offers nothing until the browser does', () => {
    stops.push(watchInstallPrompt())
    renderMenu()
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
  })

  it("offers the browser's prompt (to visitors too), once, and keeps the browser's own bar away", async () => {
    stops.push(watchInstallPrompt())
    renderMenu()
    const offer = installOffer()
    act(() => {
      window.dispatchEvent(offer.event)
    })
    expect(offer.event.defaultPrevented).toBe(true)
    const button = await screen.findByRole('button', { name: 'Install the app' })
    act(() => {
      button.click()
    })
    expect(offer.prompt).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
  })

  it('takes the entry away once the app is installed, or the watch stops', async () => {
    const stop = watchInstallPrompt()
    renderMenu()
    act(() => {
      window.dispatchEvent(installOffer().event)
    })
    await screen.findByRole('button', { name: 'Install the app' })
    act(() => {
      window.dispatchEvent(new Event('appinstalled'))
    })
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
    act(() => {
      window.dispatchEvent(installOffer().event)
    })
    await screen.findByRole('button', { name: 'Install the app' })
    act(() => {
      stop()
    })
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
  })

  it('ignores an event that is not an install offer', () => {
    stops.push(watchInstallPrompt())
    renderMenu()
    const event = new Event('beforeinstallprompt', { cancelable: true })
    act(() => {
      window.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(false)
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
  })
})

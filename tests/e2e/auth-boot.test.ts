import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInstance, type RunningInstance } from '../fake-akkoma/server'
import { passwordLogin, storedAccountKeys, waitForPath } from './auth-helpers'
import { useHarness } from './harness'

describe('boot', () => {
  const h = useHarness()

  it('registers the service worker at /sw-pleroma.js', async () => {
    await h.page.goto('/about')
    const script = await h.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.scriptURL
    })
    expect(script).toBe(`${h.instance.url}/sw-pleroma.js`)
  })

  it('keeps going when optional start-up pieces fail, with the spec defaults', async () => {
    for (const path of ['**/api/v1/instance', '**/static/terms-of-service.html', '**/api/meta']) {
      await h.page.route(path, (route) => route.abort('failed'))
    }
    await h.page.route('**/static/config.json', (route) => route.fulfill({ status: 404 }))
    await h.page.goto('/about')
    await h.page.getByRole('heading', { name: 'Features' }).waitFor()
    expect(await h.page.getByRole('main').textContent()).toContain('Text limit: 5000')
    expect(await h.page.getByRole('heading', { name: 'Terms of service' }).count()).toBe(0)
    // Nodeinfo still answered: its bubble instances are there.
    await h.page.getByRole('heading', { name: 'Bubble instances' }).waitFor()
  })

  it('says so when browser storage cannot be used, and keeps working', async () => {
    await h.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError')
        },
      })
    })
    await h.page.goto('/about')
    await h.page.getByText('This browser does not let the client use its storage').waitFor()
    await h.page.getByRole('heading', { name: 'Terms of service' }).waitFor()
  })
})

describe('an account on another instance', () => {
  const h = useHarness()
  let other: RunningInstance

  beforeAll(async () => {
    other = await startInstance({})
  })
  afterAll(async () => {
    await other.close()
  })

  it('signs in there through the instance address field, beside the local account', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    await h.page.goto('/login')
    await h.page.getByText('Sign in to another instance').click()
    await h.page.getByLabel('Instance address').fill(other.url)
    await h.page.getByLabel('Username').fill('bob')
    await h.page.getByLabel('Password').fill('akkoma')
    await h.page.getByRole('button', { name: 'Log in' }).click()
    await waitForPath(h.page, '/main/friends')
    const here = new URL(h.instance.url).host
    const there = new URL(other.url).host
    await h.page.getByRole('button', { name: `Accounts of bob@${there}` }).click()
    await h.page.getByRole('menuitem', { name: `Switch to alice@${here}` }).click()
    await h.page.getByRole('button', { name: `Accounts of alice@${here}` }).waitFor()
    expect(await storedAccountKeys(h.page)).toEqual([`alice@${here}`, `bob@${there}`])
  })
})

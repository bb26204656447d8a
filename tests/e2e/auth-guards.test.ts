import { beforeEach, describe, expect, it } from 'vitest'
import { passwordLogin, setInstanceSettings, waitForPath } from './auth-helpers'
import { useHarness } from './harness'

describe('routes, guards and redirects', () => {
  const h = useHarness(undefined, { testControl: true })

  beforeEach(async () => {
    await setInstanceSettings(h.instance.url, {
      privateMode: false,
      publicTimelineVisibility: { local: true, federated: true, bubble: true },
      bubbleInstances: ['remote.example', 'bubble.example'],
    })
  })

  it('sends a visitor from / to the no-login root', async () => {
    await h.page.goto('/')
    await waitForPath(h.page, '/main/public')
  })

  it('sends a signed-in person from / to the login root', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    await h.page.goto('/')
    await waitForPath(h.page, '/main/friends')
  })

  it('sends visitors away from signed-in routes', async () => {
    for (const path of ['/main/friends', '/bookmarks', '/lists', '/alice/notifications']) {
      await h.page.goto(path)
      await waitForPath(h.page, '/main/public')
    }
  })

  it('lets visitors open the public timelines the instance opens to them', async () => {
    await h.page.goto('/main/all')
    // Once the account controls show, boot is done and any guard has had its say.
    await h.page.getByRole('link', { name: 'Log in' }).first().waitFor()
    expect(new URL(h.page.url()).pathname).toBe('/main/all')
  })

  it('keeps a visitor in private mode out of every timeline, on the login page', async () => {
    await setInstanceSettings(h.instance.url, { privateMode: true })
    for (const path of ['/', '/main/public', '/main/all', '/main/bubble']) {
      await h.page.goto(path)
      await waitForPath(h.page, '/login')
    }
    await h.page.getByRole('heading', { name: 'Log in' }).waitFor()
    // The about page stays open to visitors.
    await h.page.goto('/about')
    await h.page.getByRole('heading', { name: /About/ }).first().waitFor()
  })

  it('offers the bubble timeline only when the instance has bubble instances', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    await h.page.goto('/main/bubble')
    const host = new URL(h.instance.url).host
    await h.page.getByRole('button', { name: `Accounts of alice@${host}` }).waitFor()
    expect(new URL(h.page.url()).pathname).toBe('/main/bubble')
    await setInstanceSettings(h.instance.url, { bubbleInstances: [] })
    await h.page.goto('/main/social')
    await waitForPath(h.page, '/main/friends')
  })

  it('resolves a remote user to /users/{id}, or says "Not found."', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    await h.page.goto('/remote-users/@carol@remote.example')
    await h.page.waitForURL((url) => /^\/users\/[^/]+$/.test(url.pathname))
    await h.page.goto('/remote-users/remote.example/nobody')
    await h.page.getByText('Not found.').waitFor()
  })

  it('shows the generic error with Retry when a screen cannot be loaded', async () => {
    await h.page.route('**/assets/AboutScreen-*.js', (route) => route.abort('failed'))
    await h.page.goto('/about')
    await h.page.getByRole('button', { name: 'Retry' }).waitFor()
    expect(await h.page.getByRole('alert').textContent()).toContain('An error occurred')
    await h.page.unroute('**/assets/AboutScreen-*.js')
    await h.page.getByRole('button', { name: 'Retry' }).click()
    await h.page.getByRole('heading', { name: /About/ }).first().waitFor()
  })
})

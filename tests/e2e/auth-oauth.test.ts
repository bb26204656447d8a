import { describe, expect, it } from 'vitest'
import { waitForPath } from './auth-helpers'
import { useHarness } from './harness'

describe('OAuth code sign-in through the instance authorize page', () => {
  // The test rewrites the front-end configuration: the client must ask for it, not read it from
  // the page.
  const h = useHarness(undefined, { settings: { preload: false } })

  it('goes to the authorize page, comes back with a code and signs in', async () => {
    // The instance's front-end configuration picks the token strategy.
    await h.page.route('**/api/pleroma/frontend_configurations', (route) =>
      route.fulfill({ json: { pleroma_fe: { loginMethod: 'token' } } }),
    )
    await h.page.goto('/login')
    await h.page.getByText('Log in with OAuth').waitFor()
    await h.page.getByRole('button', { name: 'Log in on the instance' }).click()
    await h.page.waitForURL((url) => url.pathname === '/oauth/authorize')
    const authorize = new URL(h.page.url())
    expect(authorize.searchParams.get('response_type')).toBe('code')
    expect(authorize.searchParams.get('scope')).toBe('read write follow push admin')
    expect(authorize.searchParams.get('state')).toBeTruthy()
    await h.page.getByLabel('Username').fill('bob')
    await h.page.getByLabel('Password').fill('akkoma')
    await h.page.getByRole('button', { name: 'Authorize' }).click()
    await waitForPath(h.page, '/main/friends')
    const host = new URL(h.instance.url).host
    await h.page.getByRole('button', { name: `Accounts of bob@${host}` }).waitFor()
  })

  it('refuses a callback whose state does not match the sign-in started here', async () => {
    await h.page.goto('/login')
    await h.page.evaluate(() =>
      sessionStorage.setItem(
        'oauth:pending',
        JSON.stringify({ baseUrl: location.origin, state: 'expected' }),
      ),
    )
    await h.page.goto('/oauth-callback?code=whatever&state=forged')
    const alert = h.page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('does not belong to a sign-in started here')
  })
})

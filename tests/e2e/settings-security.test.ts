// The security area against the local instance: a changed password is the one that signs in
// next, two-factor sign-in set up from the QR code's secret is asked for at the next sign-in,
// and a revoked sign-in stops working.
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { passwordLogin, waitForPath } from './auth-helpers'
import { openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { openSettings } from './settings-helpers'

describe('security settings', () => {
  const h = useHarness()

  it('changes the password, signs out, and signs in with the new one', async () => {
    const { page } = h
    await openDeckAs(page, 'bob')
    const dialog = await openSettings(page, 'Security')
    const form = dialog.locator('form', {
      has: page.getByRole('heading', { name: 'Change password' }),
    })
    // The confirmation must match.
    await form.getByLabel('Current password').fill('akkoma')
    await form.getByLabel('New password', { exact: true }).fill('new-secret-1')
    await form.getByLabel('Confirm new password').fill('something else')
    await form.getByRole('button', { name: 'Change password' }).click()
    await form.getByText('should be the same as password').waitFor()
    // A wrong current password is the server's error.
    await form.getByLabel('Current password').fill('wrong')
    await form.getByLabel('Confirm new password').fill('new-secret-1')
    await form.getByRole('button', { name: 'Change password' }).click()
    await form
      .getByRole('alert')
      .filter({ hasText: 'There was an issue changing your password.' })
      .waitFor()

    await form.getByLabel('Current password').fill('akkoma')
    await form.getByRole('button', { name: 'Change password' }).click()
    await waitForPath(page, '/login')
    // The last login name is remembered.
    expect(await page.getByLabel('Username').inputValue()).toBe('bob')
    await page.getByLabel('Password').fill('akkoma')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('alert').waitFor()
    await passwordLogin(page, 'bob', 'new-secret-1')
    await page.waitForURL((url) => url.pathname !== '/login')
  })

  it('sets up two-factor sign-in from the QR code, which the next sign-in asks for', async () => {
    const { page } = h
    await openDeckAs(page, 'lena')
    const dialog = await openSettings(page, 'Security')
    await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await dialog.getByRole('img', { name: 'QR code of the two-factor secret' }).waitFor()
    const keyLine = (await dialog.getByText(/^Key: /).textContent()) ?? ''
    const secret = keyLine.replace(/^Key: /, '').trim()
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    const mfa = dialog.locator('section', {
      has: page.getByRole('heading', { name: 'Two-factor sign-in' }),
    })
    await mfa.getByLabel('Code from the app').fill(totp.generate())
    await mfa.getByLabel('Current password').fill('akkoma')
    await mfa.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    await mfa
      .getByText('Two-factor sign-in is on: signing in asks for a code from your app.')
      .waitFor()
    await mfa.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').first().waitFor()

    // Signing in again asks for the code.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await passwordLogin(page, 'lena')
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    await page.getByLabel('Authentication code').fill(totp.generate())
    await page.getByRole('button', { name: 'Verify' }).click()
    await waitForPath(page, '/main/friends')
  })

  it('revokes a signed-in app, whose token then stops working', async () => {
    const { page } = h
    const verify = () =>
      fetch(`${h.instance.url}/api/v1/accounts/verify_credentials`, {
        headers: { Authorization: 'Bearer seed-token-mod' },
      }).then((response) => response.status)
    expect(await verify()).toBe(200)
    await openDeckAs(page, 'mod')
    const dialog = await openSettings(page, 'Security')
    await dialog.getByRole('button', { name: 'Revoke Seed' }).click()
    await dialog.getByRole('button', { name: 'Revoke Seed' }).waitFor({ state: 'detached' })
    expect(await verify()).not.toBe(200)
    expect(h.pageErrors.filter((error) => !/401|403/.test(error))).toEqual([])
  })
})

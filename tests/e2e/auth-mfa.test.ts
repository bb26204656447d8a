import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { MFA_SECRET } from '../fake-akkoma/seed/users'
import { passwordLogin, waitForPath } from './auth-helpers'
import { useHarness } from './harness'

const totpCode = () => new TOTP({ secret: Secret.fromBase32(MFA_SECRET) }).generate()

describe('two-factor sign-in', () => {
  const h = useHarness()

  it('moves to the one-time code screen and signs in with a TOTP code', async () => {
    await passwordLogin(h.page, 'mira')
    await h.page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    await h.page.getByLabel('Authentication code').fill(totpCode())
    await h.page.getByRole('button', { name: 'Verify' }).click()
    await waitForPath(h.page, '/main/friends')
  })

  it('shows the server error in a closable banner and clears the code', async () => {
    await passwordLogin(h.page, 'mira')
    await h.page.getByLabel('Authentication code').fill('000000')
    await h.page.getByRole('button', { name: 'Verify' }).click()
    const banner = h.page.getByRole('alert')
    await banner.waitFor()
    expect((await banner.textContent())?.length).toBeGreaterThan(0)
    expect(await h.page.getByLabel('Authentication code').inputValue()).toBe('')
    await h.page.getByRole('button', { name: 'Dismiss' }).click()
    expect(await h.page.getByRole('alert').count()).toBe(0)
  })

  it('switches to a recovery code and back, and signs in with one', async () => {
    await passwordLogin(h.page, 'mira')
    await h.page.getByRole('button', { name: 'Enter a recovery code' }).click()
    await h.page.getByRole('heading', { name: 'Two-factor recovery' }).waitFor()
    await h.page.getByRole('button', { name: 'Enter a two-factor code' }).click()
    await h.page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    await h.page.getByRole('button', { name: 'Enter a recovery code' }).click()
    await h.page.getByLabel('Recovery code').fill('recovery-one')
    await h.page.getByRole('button', { name: 'Verify' }).click()
    await waitForPath(h.page, '/main/friends')
  })

  it('cancel returns to the password form', async () => {
    await passwordLogin(h.page, 'mira')
    await h.page.getByRole('button', { name: 'Cancel' }).click()
    await h.page.getByLabel('Password').waitFor()
    expect(await h.page.getByLabel('Authentication code').count()).toBe(0)
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { setInstanceSettings } from './auth-helpers'
import { useHarness } from './harness'

describe('password reset', () => {
  const h = useHarness(undefined, { testControl: true })

  beforeEach(async () => {
    await setInstanceSettings(h.instance.url, { mailerEnabled: true, passwordResetLimit: 1 })
  })

  const submit = async (email: string) => {
    await h.page.getByLabel(/Enter your email address or username/).fill(email)
    await h.page.getByRole('button', { name: 'Reset password' }).click()
  }

  it('says to check the email on 204, then is throttled on 429', async () => {
    await h.page.goto('/password-reset')
    await submit('alice@local.example')
    await h.page.getByText('Check your email for a link to reset your password.').waitFor()
    await h.page.goto('/password-reset')
    await submit('alice@local.example')
    await h.page.getByText('You have reached the limit of attempts, try again later.').waitFor()
  })

  it('shows the generic error when the request fails', async () => {
    await h.page.goto('/password-reset')
    await h.page.route('**/auth/password**', (route) => route.abort('connectionrefused'))
    await submit('bob@local.example')
    const alert = h.page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('An error occurred')
  })

  it('says reset is disabled when the mailer is off, and that a required reset cannot happen', async () => {
    await setInstanceSettings(h.instance.url, { mailerEnabled: false })
    await h.page.goto('/password-reset')
    await h.page.getByText('Password reset is disabled.', { exact: false }).waitFor()
    await h.page.goto('/password-reset?passwordResetRequested=true')
    await h.page
      .getByText('You are required to reset your password, but password reset is disabled.', {
        exact: false,
      })
      .waitFor()
  })
})

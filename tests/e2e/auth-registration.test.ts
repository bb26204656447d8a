import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { passwordLogin, setInstanceSettings, waitForPath } from './auth-helpers'
import { useHarness } from './harness'

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
}

const register = (page: Page) => page.getByRole('button', { name: 'Register' }).click()

describe('registration', () => {
  const h = useHarness(undefined, { testControl: true })

  beforeEach(async () => {
    await setInstanceSettings(h.instance.url, {
      registrations: 'open',
      accountActivationRequired: false,
      mailerEnabled: false,
      captcha: 'none',
    })
  })

  it('lists a message for every missing field and blocks submission', async () => {
    await h.page.goto('/registration')
    await register(h.page)
    for (const text of [
      'A username is required',
      'A display name is required',
      'A password is required',
      'Type the password again',
    ]) {
      await h.page.getByText(text).waitFor()
    }
    expect(await h.page.getByText('An email address is required').count()).toBe(0)
    await fill(h.page, { Password: 'secret1', 'Password confirmation': 'secret2' })
    await h.page.getByText('The two passwords differ').waitFor()
    expect(h.page.url()).toContain('/registration')
  })

  it('signs the new account in when the instance answers with a token', async () => {
    await h.page.goto('/registration')
    await fill(h.page, {
      Username: '  newbie  ',
      'Display name': 'New Bie',
      Password: 'secret1',
      'Password confirmation': 'secret1',
    })
    await register(h.page)
    await waitForPath(h.page, '/main/friends')
    const host = new URL(h.instance.url).host
    await h.page.getByRole('button', { name: `Accounts of newbie@${host}` }).waitFor()
  })

  it('lists the server field errors (username taken)', async () => {
    await h.page.goto('/registration')
    await fill(h.page, {
      Username: 'alice',
      'Display name': 'Another Alice',
      Password: 'secret1',
      'Password confirmation': 'secret1',
    })
    await register(h.page)
    const errors = h.page.getByRole('alert')
    await errors.waitFor()
    expect(await errors.textContent()).toContain('Username has already been taken')
  })

  it('requires a reason and goes to the request-sent page when approval is required', async () => {
    await setInstanceSettings(h.instance.url, { registrations: 'approval' })
    await h.page.goto('/registration')
    await fill(h.page, {
      Username: 'hopeful',
      'Display name': 'Hopeful',
      Password: 'secret1',
      'Password confirmation': 'secret1',
    })
    await register(h.page)
    await h.page.getByText('Tell the moderators why you want to join').waitFor()
    await fill(h.page, { 'Why do you want to join?': 'I like decks' })
    await register(h.page)
    await waitForPath(h.page, '/registration-request-sent')
    await h.page.getByRole('heading', { name: 'Registration request sent' }).waitFor()
  })

  it('requires an email and goes to the email confirmation page when activation is required', async () => {
    await setInstanceSettings(h.instance.url, { accountActivationRequired: true })
    await h.page.goto('/registration')
    await fill(h.page, {
      Username: 'mailer',
      'Display name': 'Mailer',
      Password: 'secret1',
      'Password confirmation': 'secret1',
    })
    await register(h.page)
    await h.page.getByText('An email address is required').waitFor()
    await fill(h.page, { Email: 'mailer@example.org' })
    await register(h.page)
    await waitForPath(h.page, '/awaiting-email-confirmation')
    await h.page.getByRole('heading', { name: 'Confirm your email' }).waitFor()
  })

  it('shows a kocaptcha, fetches a new one on click, and reloads it after a failure', async () => {
    await setInstanceSettings(h.instance.url, { captcha: 'kocaptcha' })
    let captchaCalls = 0
    h.page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/pleroma/captcha')) captchaCalls += 1
    })
    await h.page.goto('/registration')
    const image = h.page.getByRole('button', { name: 'Click the image to get a new captcha' })
    await image.waitFor()
    await expect.poll(() => captchaCalls).toBe(1)
    await image.click()
    await expect.poll(() => captchaCalls).toBe(2)
    await fill(h.page, {
      Username: 'robot',
      'Display name': 'Robot',
      Password: 'secret1',
      'Password confirmation': 'secret1',
      CAPTCHA: 'wrong',
    })
    await register(h.page)
    const errors = h.page.getByRole('alert')
    await errors.waitFor()
    expect(await errors.textContent()).toContain('Invalid CAPTCHA')
    await expect.poll(() => captchaCalls).toBe(3)
    await fill(h.page, { CAPTCHA: 'akkoma' })
    await register(h.page)
    await waitForPath(h.page, '/main/friends')
  })

  it('redirects home when registration is closed and no invite token is given', async () => {
    await setInstanceSettings(h.instance.url, { registrations: 'invite' })
    await h.page.goto('/registration')
    await waitForPath(h.page, '/main/public')
    await h.page.goto('/registration/invite-akkoma')
    await h.page.getByRole('heading', { name: 'Registration' }).waitFor()
    await fill(h.page, {
      Username: 'invited',
      'Display name': 'Invited',
      Password: 'secret1',
      'Password confirmation': 'secret1',
    })
    await register(h.page)
    await waitForPath(h.page, '/main/friends')
  })

  it('redirects home when signed in', async () => {
    await passwordLogin(h.page, 'bob')
    await waitForPath(h.page, '/main/friends')
    await h.page.goto('/registration')
    await waitForPath(h.page, '/main/friends')
  })
})

import { describe, expect, it } from 'vitest'
import { passwordLogin, storedAccountKeys, waitForPath } from './auth-helpers'
import { useHarness } from './harness'

describe('password sign-in', () => {
  const h = useHarness()

  it('signs in, goes to friends and shows the account', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    const host = new URL(h.instance.url).host
    await h.page.getByRole('button', { name: `Accounts of alice@${host}` }).waitFor()
    expect(await storedAccountKeys(h.page)).toEqual([`alice@${host}`])
  })

  it('says "Wrong username or password" for a bad password and refocuses the password', async () => {
    await passwordLogin(h.page, 'alice', 'wrong')
    const alert = h.page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Wrong username or password')
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'password',
    )
  })

  it('says "An error occurred, please try again" for other refusals (deactivated account)', async () => {
    await passwordLogin(h.page, 'gone')
    const alert = h.page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('An error occurred, please try again')
  })

  it('says "Failed to connect to server, try again" when the instance cannot be reached', async () => {
    await h.page.goto('/login')
    await h.page.getByLabel('Username').fill('alice')
    await h.page.getByLabel('Password').fill('akkoma')
    await h.page.route('**/oauth/token', (route) => route.abort('connectionrefused'))
    await h.page.getByRole('button', { name: 'Log in' }).click()
    const alert = h.page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Failed to connect to server, try again')
  })

  it('keeps every signed-in account across a reload', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    await passwordLogin(h.page, 'bob')
    await waitForPath(h.page, '/main/friends')
    await h.page.reload()
    const host = new URL(h.instance.url).host
    await h.page.getByRole('button', { name: `Accounts of bob@${host}` }).waitFor()
    expect(await storedAccountKeys(h.page)).toEqual([`alice@${host}`, `bob@${host}`])
  })
})

import { describe, expect, it } from 'vitest'
import { passwordLogin, storedAccountKeys, waitForPath } from './auth-helpers'
import { useHarness } from './harness'

interface StoredState {
  data: {
    accounts: { key: string; token: string; baseUrl: string }[]
    apps: Record<string, { clientId: string; clientSecret: string }>
  }
}

describe('several accounts, logout and expired sessions', () => {
  const h = useHarness()
  const key = (nick: string) => `${nick}@${new URL(h.instance.url).host}`

  it('signs in two accounts and switches between them', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    await passwordLogin(h.page, 'bob')
    await waitForPath(h.page, '/main/friends')
    const menu = h.page.getByRole('button', { name: `Accounts of ${key('bob')}` })
    await menu.click()
    await h.page.getByRole('menuitem', { name: `Switch to ${key('alice')}` }).click()
    await h.page.getByRole('button', { name: `Accounts of ${key('alice')}` }).waitFor()
    expect(await storedAccountKeys(h.page)).toEqual([key('alice'), key('bob')])
  })

  it('logs out after a confirmation, goes to /main/public and revokes the token', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    const token = await h.page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('accounts') ?? '') as StoredState).data.accounts[0]?.token,
    )
    await h.page.getByRole('button', { name: `Accounts of ${key('alice')}` }).click()
    await h.page.getByRole('menuitem', { name: 'Log out' }).click()
    const dialog = h.page.getByRole('dialog', { name: 'Log out' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(
      `Do you really want to log out of ${key('alice')}?`,
    )
    await dialog.getByRole('button', { name: 'Log out' }).click()
    await waitForPath(h.page, '/main/public')
    await h.page.getByRole('link', { name: 'Log in' }).waitFor()
    expect(await storedAccountKeys(h.page)).toEqual([])
    await expect
      .poll(async () => {
        const response = await fetch(`${h.instance.url}/api/v1/accounts/verify_credentials`, {
          headers: { Authorization: `Bearer ${token ?? ''}` },
        })
        return response.ok
      })
      .toBe(false)
  })

  it('cancelling the confirmation keeps the account signed in', async () => {
    await passwordLogin(h.page, 'bob')
    await waitForPath(h.page, '/main/friends')
    await h.page.getByRole('button', { name: `Accounts of ${key('bob')}` }).click()
    await h.page.getByRole('menuitem', { name: 'Log out' }).click()
    await h.page
      .getByRole('dialog', { name: 'Log out' })
      .getByRole('button', { name: 'Cancel' })
      .click()
    expect(await storedAccountKeys(h.page)).toEqual([key('bob')])
  })

  it('shows the expired-session prompt when the token was revoked elsewhere', async () => {
    await passwordLogin(h.page, 'alice')
    await waitForPath(h.page, '/main/friends')
    const state = await h.page.evaluate(
      () => (JSON.parse(localStorage.getItem('accounts') ?? '') as StoredState).data,
    )
    const account = state.accounts[0]
    const app = account ? state.apps[account.baseUrl] : undefined
    if (!account || !app) throw new Error('no stored account')
    const revoke = await fetch(`${h.instance.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        token: account.token,
      }),
    })
    expect(revoke.ok).toBe(true)
    await h.page.reload()
    const prompt = h.page.getByRole('alert').filter({ hasText: 'has ended' })
    await prompt.waitFor()
    expect(await prompt.textContent()).toContain(key('alice'))
    await prompt.getByRole('link', { name: 'Sign in again' }).click()
    await waitForPath(h.page, '/login')
    expect(await h.page.getByLabel('Username').inputValue()).toBe('alice')
    // The account stays (with its drafts and settings) until the person signs in again.
    expect(await storedAccountKeys(h.page)).toEqual([key('alice')])
  })
})

import { createStore } from 'jotai'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { verifyCredentials } from '../../../src/api/accounts'
import { accountKeyOf } from '../../../src/accounts/account-key'
import { clientForAccount } from '../../../src/accounts/clients'
import { onAccountSignedOut } from '../../../src/accounts/events'
import { ensureApp } from '../../../src/accounts/oauth-app'
import { signOut } from '../../../src/accounts/session'
import { mfaSignIn, passwordSignIn } from '../../../src/accounts/sign-in-flow'
import { signUp } from '../../../src/accounts/sign-up'
import {
  accountsAtom,
  accountsStateAtom,
  activeAccountAtom,
  reportPollingKeysAtom,
} from '../../../src/accounts/store'
import { startInstance, type RunningInstance } from '../../fake-akkoma/server'

let instance: RunningInstance
const deckOrigin = 'http://deck.test'

beforeAll(async () => {
  instance = await startInstance({ testControl: true })
  // The OAuth redirect URI is this client's own origin.
  vi.stubGlobal('location', { origin: deckOrigin })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await instance.close()
})

let store: ReturnType<typeof createStore>
beforeEach(() => {
  store = createStore()
})

async function signIn(username: string) {
  const result = await passwordSignIn(store, instance.url, { username, password: 'akkoma' })
  if (result.kind !== 'signed-in') throw new Error(`expected a sign-in, got ${result.kind}`)
  return result.account
}

describe('the accounts layer against the local instance', () => {
  it('registers the OAuth app of an instance once and keeps it', async () => {
    const before = instance.state.store.apps.size
    const [first, second] = await Promise.all([
      ensureApp(store, instance.url),
      ensureApp(store, instance.url),
    ])
    expect(second).toEqual(first)
    expect(first.redirectUri).toBe(`${deckOrigin}/oauth-callback`)
    expect(await ensureApp(store, instance.url)).toEqual(first)
    expect(instance.state.store.apps.size).toBe(before + 1)
    expect(store.get(accountsStateAtom).apps[instance.url]).toEqual(first)
  })

  it('signs in with a password and keeps several accounts, the newest active', async () => {
    const alice = await signIn('alice')
    const admin = await signIn('admin')
    expect(alice.key).toBe(accountKeyOf('alice', instance.url))
    expect(admin.role).toBe('admin')
    expect(store.get(accountsAtom).map((a) => a.key)).toEqual([alice.key, admin.key])
    expect(store.get(activeAccountAtom)?.key).toBe(admin.key)
    // Admins and moderators poll reports.
    expect(store.get(reportPollingKeysAtom)).toEqual([admin.key])
  })

  it('passes the second factor with a recovery code', async () => {
    const result = await passwordSignIn(store, instance.url, {
      username: 'mira',
      password: 'akkoma',
    })
    if (result.kind !== 'mfa') throw new Error('expected the second factor')
    const account = await mfaSignIn(store, result, 'recovery-two', 'recovery')
    expect(account.nickname).toBe('mira')
  })

  it('marks the session expired when the server refuses the token, keeping the account', async () => {
    const bob = await signIn('bob')
    const app = await ensureApp(store, instance.url)
    await fetch(`${instance.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        token: bob.token,
      }),
    })
    await expect(verifyCredentials(clientForAccount(store, bob))).rejects.toThrow()
    expect(store.get(accountsAtom).find((a) => a.key === bob.key)?.expired).toBe(true)
  })

  it('signs out: listeners hear it, the account leaves and its token is revoked', async () => {
    const lena = await signIn('lena')
    const heard: string[] = []
    const stop = onAccountSignedOut((key) => heard.push(key))
    await signOut(store, lena.key)
    stop()
    expect(heard).toEqual([lena.key])
    expect(store.get(accountsAtom).some((a) => a.key === lena.key)).toBe(false)
    const check = await fetch(`${instance.url}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${lena.token}` },
    })
    expect(check.ok).toBe(false)
  })

  it('signs up: a token signs in; approval and email confirmation wait', async () => {
    const input = (username: string) => ({
      username,
      fullname: username,
      password: 'secret1',
      confirm: 'secret1',
      email: `${username}@example.org`,
      reason: 'hello',
    })
    expect(await signUp(store, instance.url, input('fresh'))).toEqual({ kind: 'signed-in' })
    expect(store.get(activeAccountAtom)?.nickname).toBe('fresh')
    instance.state.store.settings.registrations = 'approval'
    expect(await signUp(store, instance.url, input('waiting'))).toEqual({
      kind: 'awaiting-approval',
    })
    instance.state.store.settings.registrations = 'open'
    instance.state.store.settings.accountActivationRequired = true
    expect(await signUp(store, instance.url, input('mailme'))).toEqual({
      kind: 'awaiting-email-confirmation',
    })
    instance.state.store.settings.accountActivationRequired = false
    expect(await signUp(store, instance.url, input('fresh'))).toEqual({
      kind: 'failed',
      errors: ['Username has already been taken', 'Email has already been taken'],
    })
  })
})

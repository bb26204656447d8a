import { describe, expect, it } from 'vitest'
import { accountsReducer } from './reducer'
import { emptyAccountsState, type AccountsState } from './storage'

const account = (nickname: string, token = `token-${nickname}`) => ({
  key: `${nickname}@social.example`,
  baseUrl: 'https://social.example',
  userId: `id-${nickname}`,
  nickname,
  token,
  role: 'member' as const,
})

function signedIn(...nicknames: string[]): AccountsState {
  return nicknames.reduce(
    (state, nickname) => accountsReducer(state, { type: 'signed-in', account: account(nickname) }),
    emptyAccountsState(),
  )
}

describe('accountsReducer', () => {
  it('adds each signed-in account and makes the newest active', () => {
    const state = signedIn('alice', 'bob')
    expect(state.accounts.map((a) => a.key)).toEqual(['alice@social.example', 'bob@social.example'])
    expect(state.activeKey).toBe('bob@social.example')
  })

  it('switches only to an account that exists', () => {
    const state = signedIn('alice', 'bob')
    expect(accountsReducer(state, { type: 'switch', key: 'alice@social.example' }).activeKey).toBe(
      'alice@social.example',
    )
    expect(accountsReducer(state, { type: 'switch', key: 'nobody@x' }).activeKey).toBe(
      'bob@social.example',
    )
  })

  it('marks an expired session and clears it when the same account signs in again', () => {
    const expired = accountsReducer(signedIn('alice', 'bob'), {
      type: 'expired',
      key: 'alice@social.example',
    })
    expect(expired.accounts[0]?.expired).toBe(true)
    const again = accountsReducer(expired, {
      type: 'signed-in',
      account: account('alice', 'new-token'),
    })
    expect(again.accounts.map((a) => [a.key, a.token, a.expired])).toEqual([
      ['alice@social.example', 'new-token', false],
      ['bob@social.example', 'token-bob', false],
    ])
  })

  it('signing out the active account activates the first remaining one, or nobody', () => {
    const out = accountsReducer(signedIn('alice', 'bob'), {
      type: 'signed-out',
      key: 'bob@social.example',
    })
    expect(out.activeKey).toBe('alice@social.example')
    const none = accountsReducer(out, { type: 'signed-out', key: 'alice@social.example' })
    expect(none).toMatchObject({ accounts: [], activeKey: null })
  })

  it('keeps one OAuth app per instance', () => {
    const app = {
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'https://deck/oauth-callback',
    }
    const state = accountsReducer(emptyAccountsState(), {
      type: 'app',
      baseUrl: 'https://social.example',
      app,
    })
    expect(state.apps).toEqual({ 'https://social.example': app })
  })
})

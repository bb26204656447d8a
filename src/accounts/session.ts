import type { Store } from 'jotai'
import { verifyCredentials } from '../api/accounts'
import { createApiClient } from '../api/client'
import { revokeToken } from '../api/oauth'
import type { ApiAccount } from '../api/wire'
import { dropSettingsAtoms } from '../settings/store'
import { dropAccountCache } from '../state/entity-cache'
import { ingestApiAccounts } from '../state/ingest-api'
import { unregisterSession } from '../state/session'
import { removeAccountColumns } from '../state/timeline-column'
import { accountKeyOf, type AccountKey } from './account-key'
import { emitAccountSignedOut } from './events'
import { credentialsOf } from './oauth-app'
import { dispatchAccountsAtom, findAccount, accountsStateAtom, type Account } from './store'

export function roleOf(account: ApiAccount): Account['role'] {
  if (account.pleroma?.is_admin === true) return 'admin'
  if (account.pleroma?.is_moderator === true) return 'moderator'
  return 'member'
}

/**
 * Finishes any sign-in (password, two-factor, OAuth code, sign-up auto-login): asks the instance
 * who the token belongs to, stores the account and makes it the active one.
 */
export async function completeSignIn(
  store: Store,
  baseUrl: string,
  accessToken: string,
): Promise<Account> {
  const client = createApiClient({ baseUrl, token: accessToken })
  const me = await verifyCredentials(client)
  const account = {
    key: accountKeyOf(me.username, baseUrl),
    baseUrl,
    userId: me.id,
    nickname: me.username,
    token: accessToken,
    role: roleOf(me),
  }
  store.set(dispatchAccountsAtom, { type: 'signed-in', account })
  const stored = findAccount(store, account.key)
  if (!stored) throw new Error('The signed-in account was not stored')
  ingestApiAccounts(store, stored.key, [me])
  return stored
}

/**
 * Signs one account out: its columns, streams and polls stop (listeners of onAccountSignedOut
 * hear it too), it leaves the store, and its token is revoked on the instance. A failed revoke
 * is only logged: the person asked to leave, and the token is gone from this browser either way.
 */
export async function signOut(store: Store, key: AccountKey): Promise<void> {
  const account = findAccount(store, key)
  if (!account) return
  emitAccountSignedOut(key)
  store.set(dispatchAccountsAtom, { type: 'signed-out', key })
  // Its columns stop and let go of their timelines (the deck shows another account's now).
  removeAccountColumns(store, key)
  unregisterSession(store, key)
  dropSettingsAtoms(store, key)
  dropAccountCache(store, key)
  const app = store.get(accountsStateAtom).apps[account.baseUrl]
  if (!app) return
  try {
    await revokeToken(
      createApiClient({ baseUrl: account.baseUrl }),
      credentialsOf(app),
      account.token,
    )
  } catch (error) {
    console.warn(`Could not revoke the token of ${key}`, error)
  }
}

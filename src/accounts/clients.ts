import type { Store } from 'jotai'
import type { ApiClient } from '../api/client'
import { sessionClient } from '../state/session'
import { accountsAtom, dispatchAccountsAtom, type Account } from './store'

// Stored accounts bound to the state layer's one client registry (state/session.ts): one
// ApiClient per account and token there, whose 401 marks the account expired here and stops that
// account's streams and polling there. This module stays light (ky, no flows): the app loads it
// early for useApiClient.

export { visitorClient } from '../state/session'

export function clientForAccount(store: Store, account: Account): ApiClient {
  return sessionClient(store, account.key, account, () => {
    store.set(dispatchAccountsAtom, { type: 'expired', key: account.key })
  })
}

/**
 * Keeps a registered client for every stored account, so that renders only ever read the
 * registry and the state layer finds each account's session. Returns the unsubscribe function.
 */
export function watchAccountSessions(store: Store): () => void {
  const sync = () => {
    for (const account of store.get(accountsAtom)) clientForAccount(store, account)
  }
  sync()
  return store.sub(accountsAtom, sync)
}

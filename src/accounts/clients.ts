import type { Store } from 'jotai'
import { createApiClient, type ApiClient } from '../api/client'
import { expireSession, registerSession, unregisterSession } from '../state/session'
import { visitorKeyOf, type AccountKey } from './account-key'
import { accountsAtom, dispatchAccountsAtom, findAccount, type Account } from './store'

// One ApiClient per account and token: a new token (signing in again) gets a fresh client,
// whose session is not marked expired. Each is registered with the state layer's sessions, whose
// expiry stops that account's streams and polling.
const clients = new Map<string, ApiClient>()

export function clientForAccount(store: Store, account: Account): ApiClient {
  const cacheKey = `${account.key}\n${account.token}`
  let client = clients.get(cacheKey)
  if (!client) {
    client = createApiClient({
      baseUrl: account.baseUrl,
      token: account.token,
      onUnauthorized: () => {
        store.set(dispatchAccountsAtom, { type: 'expired', key: account.key })
        expireSession(store, account.key)
      },
    })
    clients.set(cacheKey, client)
    registerSession(store, account.key, client)
    if (account.expired) expireSession(store, account.key)
  }
  return client
}

/** A token-less client of an instance: visitors, app registration, OAuth, sign-up. */
export function visitorClient(baseUrl?: string): ApiClient {
  const client = createApiClient(baseUrl === undefined ? {} : { baseUrl })
  const cacheKey = visitorKeyOf(client.baseUrl)
  const cached = clients.get(cacheKey)
  if (cached) return cached
  clients.set(cacheKey, client)
  return client
}

/** The client of a signed-in account, or the visitor client for a visitor key. */
export function clientForKey(store: Store, key: AccountKey): ApiClient | undefined {
  const account = findAccount(store, key)
  if (account) return clientForAccount(store, account)
  for (const [cacheKey, client] of clients) if (cacheKey === key) return client
  return undefined
}

export function forgetClients(store: Store, key: AccountKey): void {
  unregisterSession(store, key)
  for (const cacheKey of [...clients.keys()]) {
    if (cacheKey.startsWith(`${key}\n`)) clients.delete(cacheKey)
  }
}

/**
 * Keeps a registered client for every stored account, so that renders only ever read the cache
 * and the state layer finds each account's session. Returns the unsubscribe function.
 */
export function watchAccountSessions(store: Store): () => void {
  const sync = () => {
    for (const account of store.get(accountsAtom)) clientForAccount(store, account)
  }
  sync()
  return store.sub(accountsAtom, sync)
}

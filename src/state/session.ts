// The one registry of API clients. Signed-in accounts as the state layer sees them: each has its
// own API client (its own token) and its own "session expired" flag, per store. A 401 or a
// revoked token for one account stops that account's streams and polling (through the expiry
// listeners) and asks the user to sign in again; drafts are untouched, and the other accounts
// carry on. Visitors (and sign-in flows before there is a token) share one token-less client per
// instance. The accounts layer binds its stored accounts to this registry (accounts/clients.ts).

import { atom, type PrimitiveAtom, type Store } from 'jotai'
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client'
import type { AccountKey } from './entity-cache'
import { keyedAtoms } from '../lib/keyed-atoms'

export interface Session {
  accountKey: AccountKey
  client: ApiClient
}

interface StoreSessions {
  sessions: Map<AccountKey, Session>
  expiryListeners: Map<AccountKey, Set<() => void>>
}

const perStore = new WeakMap<Store, StoreSessions>()
const expiredAtoms = keyedAtoms<AccountKey, PrimitiveAtom<boolean>>()

function sessionsOf(store: Store): StoreSessions {
  let found = perStore.get(store)
  if (!found) {
    found = { sessions: new Map(), expiryListeners: new Map() }
    perStore.set(store, found)
  }
  return found
}

/** True once the account's token stopped working; the UI offers to sign in again. */
export function sessionExpiredAtom(store: Store, accountKey: AccountKey): PrimitiveAtom<boolean> {
  return expiredAtoms.get(store, accountKey, () => atom(false))
}

export function registerSession(store: Store, accountKey: AccountKey, client: ApiClient): Session {
  const session = { accountKey, client }
  sessionsOf(store).sessions.set(accountKey, session)
  store.set(sessionExpiredAtom(store, accountKey), false)
  return session
}

/**
 * An API client whose 401 ends this account's session, registered for the state layer.
 * `onExpired` runs first when the server refuses the token (the accounts store marks it).
 */
export function createSessionClient(
  store: Store,
  accountKey: AccountKey,
  options: Omit<ApiClientOptions, 'onUnauthorized'>,
  onExpired?: () => void,
): ApiClient {
  const client = createApiClient({
    ...options,
    onUnauthorized: () => {
      onExpired?.()
      expireSession(store, accountKey)
    },
  })
  registerSession(store, accountKey, client)
  return client
}

/**
 * The account's client for this token: the registered one while the token is the same, a new
 * session otherwise (signing in again gets a fresh client, not marked expired).
 */
export function sessionClient(
  store: Store,
  accountKey: AccountKey,
  account: { baseUrl: string; token: string; expired?: boolean },
  onExpired?: () => void,
): ApiClient {
  const registered = getSession(store, accountKey)?.client
  if (registered?.token === account.token) return registered
  const client = createSessionClient(
    store,
    accountKey,
    { baseUrl: account.baseUrl, token: account.token },
    onExpired,
  )
  if (account.expired) expireSession(store, accountKey)
  return client
}

const visitorClients = new Map<string, ApiClient>()

/** The token-less client of an instance (the page's own by default): visitors, app
 * registration, OAuth, sign-up. One per instance, so its per-client memory is kept. */
export function visitorClient(baseUrl?: string): ApiClient {
  const client = createApiClient(baseUrl === undefined ? {} : { baseUrl })
  const known = visitorClients.get(client.baseUrl)
  if (known) return known
  visitorClients.set(client.baseUrl, client)
  return client
}

export function getSession(store: Store, accountKey: AccountKey): Session | undefined {
  return sessionsOf(store).sessions.get(accountKey)
}

/**
 * The account signed out: its streams and pollers stop (the same listeners as an expired
 * session, without the "sign in again" notice), then the session is forgotten.
 */
export function unregisterSession(store: Store, accountKey: AccountKey): void {
  const own = sessionsOf(store)
  for (const listener of [...(own.expiryListeners.get(accountKey) ?? [])]) listener()
  own.sessions.delete(accountKey)
  own.expiryListeners.delete(accountKey)
}

/** Called when the account's session ends (streams and pollers stop here). */
export function onSessionExpired(
  store: Store,
  accountKey: AccountKey,
  listener: () => void,
): () => void {
  const listeners = sessionsOf(store).expiryListeners
  let set = listeners.get(accountKey)
  if (!set) {
    set = new Set()
    listeners.set(accountKey, set)
  }
  set.add(listener)
  return () => set.delete(listener)
}

export function isSessionExpired(store: Store, accountKey: AccountKey): boolean {
  return store.get(sessionExpiredAtom(store, accountKey))
}

/** Mark the session expired once: stop its activity and tell the user. */
export function expireSession(store: Store, accountKey: AccountKey): void {
  if (isSessionExpired(store, accountKey)) return
  store.set(sessionExpiredAtom(store, accountKey), true)
  for (const listener of [...(sessionsOf(store).expiryListeners.get(accountKey) ?? [])]) {
    listener()
  }
  // The sign-in-again prompt (src/ui/auth) reads the expired atom; no notice is pushed, so the
  // person sees one message, not two.
}

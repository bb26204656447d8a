import type { Store } from 'jotai'
import type { ApiClient } from '../../api/client'
import type { AccountKey } from '../entity-cache'
import { getSession, registerSession, visitorClient } from '../session'

/** Whom a loader works for: the store, the account ("nick@host" or a visitor key) and a signal. */
export interface LoadTarget {
  store: Store
  accountKey: AccountKey
  /** Aborted when the answer is no longer wanted (the screen left or asked for something else). */
  signal?: AbortSignal
}

/** A load for one account: fetch, normalise, ingest; resolves to ids or client entities. */
export type Loader<T> = (target: LoadTarget) => Promise<T>

// Visitor keys start with "~" (accounts/account-key.ts), which no nickname can.
const isVisitor = (accountKey: AccountKey) => accountKey.startsWith('~')

/**
 * The API client the account's session holds. Signed-in accounts are registered when the app
 * starts (and by the columns that read as them); a visitor needs no token, so one without a
 * session gets a token-less client of the instance the app is served from.
 */
export function clientOf({ store, accountKey }: LoadTarget): ApiClient {
  const session = getSession(store, accountKey)
  if (session) return session.client
  if (isVisitor(accountKey)) return registerSession(store, accountKey, visitorClient()).client
  throw new Error(`No session for ${accountKey}: the account is not signed in`)
}

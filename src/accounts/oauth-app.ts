import type { Store } from 'jotai'
import { oauthCallbackPath, registerApp, type AppCredentials } from '../api/oauth'
import { visitorClient } from './clients'
import { accountsStateAtom, dispatchAccountsAtom } from './store'
import type { StoredApp } from './storage'

export const clientName = 'Akkoma Deck'

/** Where the instance sends the browser back after authorising: this client's own origin. */
export function redirectUri(): string {
  return `${location.origin}${oauthCallbackPath}`
}

// Two sign-ins racing on a fresh instance must not register two apps.
const pending = new Map<string, Promise<StoredApp>>()

/**
 * The OAuth app of an instance (scopes `read write follow push admin`), registered once and kept
 * in the accounts storage. A client moved to another origin registers again: the stored app's
 * redirect URI would not match.
 */
export function ensureApp(store: Store, baseUrl: string): Promise<StoredApp> {
  const known = store.get(accountsStateAtom).apps[baseUrl]
  const uri = redirectUri()
  if (known && known.redirectUri === uri) return Promise.resolve(known)
  let request = pending.get(baseUrl)
  if (!request) {
    request = registerApp(visitorClient(baseUrl), {
      clientName,
      redirectUri: uri,
      website: location.origin,
    })
      .then((app) => {
        const stored = {
          clientId: app.client_id,
          clientSecret: app.client_secret,
          redirectUri: uri,
        }
        store.set(dispatchAccountsAtom, { type: 'app', baseUrl, app: stored })
        return stored
      })
      .finally(() => pending.delete(baseUrl))
    pending.set(baseUrl, request)
  }
  return request
}

export function credentialsOf(app: StoredApp): AppCredentials {
  return { clientId: app.clientId, clientSecret: app.clientSecret }
}

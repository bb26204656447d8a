import type { Store } from 'jotai'
import * as v from 'valibot'
import { authorizeUrl, exchangeAuthorizationCode } from '../api/oauth'
import type { ApiToken } from '../api/wire'
import { visitorClient } from './clients'
import { credentialsOf, ensureApp, redirectUri } from './oauth-app'
import { completeSignIn } from './session'
import type { Account } from './store'

// The code flow leaves the page: what the callback needs is kept in sessionStorage, which
// belongs to this tab only.
const pendingKey = 'oauth:pending'
const pendingSchema = v.object({
  baseUrl: v.string(),
  state: v.string(),
  codeVerifier: v.optional(v.string()),
})
type PendingAuthorization = v.InferOutput<typeof pendingSchema>

function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes))
  return base64Url(data)
}

function base64Url(data: Uint8Array): string {
  let text = ''
  for (const byte of data) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64Url(new Uint8Array(digest))
}

/** PKCE only where the server says it takes S256 (RFC 8414 metadata); Akkoma does not. */
async function supportsPkce(baseUrl: string): Promise<boolean> {
  try {
    const metadata = await visitorClient(baseUrl).json<{
      code_challenge_methods_supported?: string[]
    }>('GET', '/.well-known/oauth-authorization-server', { anonymous: true })
    return metadata.code_challenge_methods_supported?.includes('S256') === true
  } catch {
    return false
  }
}

/** The instance's authorize page to send the browser to, with state (and PKCE where offered). */
export async function startAuthorization(store: Store, baseUrl: string): Promise<string> {
  const app = await ensureApp(store, baseUrl)
  const pending: PendingAuthorization = { baseUrl, state: randomToken() }
  const url = new URL(
    authorizeUrl(visitorClient(baseUrl), {
      clientId: app.clientId,
      redirectUri: app.redirectUri,
      state: pending.state,
    }),
  )
  if (await supportsPkce(baseUrl)) {
    pending.codeVerifier = randomToken()
    url.searchParams.set('code_challenge', await s256(pending.codeVerifier))
    url.searchParams.set('code_challenge_method', 'S256')
  }
  sessionStorage.setItem(pendingKey, JSON.stringify(pending))
  return url.toString()
}

export class AuthorizationStateError extends Error {}

function takePending(): PendingAuthorization | undefined {
  const raw = sessionStorage.getItem(pendingKey)
  sessionStorage.removeItem(pendingKey)
  if (raw === null) return undefined
  try {
    const parsed = v.safeParse(pendingSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * /oauth-callback: checks the state the instance sent back (servers that drop it entirely are
 * let through, a different one is refused), exchanges the code and signs in.
 */
export async function finishAuthorization(
  store: Store,
  params: { code: string; state: string | null },
): Promise<Account> {
  const pending = takePending()
  if (pending && params.state !== null && params.state !== pending.state) {
    throw new AuthorizationStateError('The authorization answer does not match this sign-in')
  }
  const baseUrl = pending?.baseUrl ?? location.origin
  const app = await ensureApp(store, baseUrl)
  const client = visitorClient(baseUrl)
  const token = pending?.codeVerifier
    ? await client.json<ApiToken>('POST', '/oauth/token', {
        anonymous: true,
        form: {
          grant_type: 'authorization_code',
          client_id: app.clientId,
          client_secret: app.clientSecret,
          code: params.code,
          redirect_uri: redirectUri(),
          code_verifier: pending.codeVerifier,
        },
      })
    : await exchangeAuthorizationCode(client, credentialsOf(app), {
        code: params.code,
        redirectUri: redirectUri(),
      })
  return completeSignIn(store, baseUrl, token.access_token)
}

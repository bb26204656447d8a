import { isApiError } from './errors'
import type { ApiApp, ApiMfaRequired, ApiToken } from './wire'
import type { ApiClient } from './client'

// OAuth (spec 1 section 7): form-encoded POSTs, made without the account's bearer token.

export const oauthScopes = 'read write follow push admin'
export const oauthCallbackPath = '/oauth-callback'

export interface AppCredentials {
  clientId: string
  clientSecret: string
}

export function registerApp(
  client: ApiClient,
  params: { clientName: string; redirectUri: string; website?: string },
): Promise<ApiApp> {
  return client.json<ApiApp>('POST', '/api/v1/apps', {
    anonymous: true,
    form: {
      client_name: params.clientName,
      redirect_uris: params.redirectUri,
      scopes: oauthScopes,
      website: params.website,
    },
  })
}

/** The URL to send the browser to for the authorization-code flow. */
export function authorizeUrl(
  client: ApiClient,
  params: { clientId: string; redirectUri: string; state?: string },
): string {
  const url = new URL(`${client.baseUrl}/oauth/authorize`)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', params.clientId)
  url.searchParams.set('redirect_uri', params.redirectUri)
  url.searchParams.set('scope', oauthScopes)
  if (params.state !== undefined) url.searchParams.set('state', params.state)
  return url.toString()
}

/** Either a token, or the second-factor challenge the password grant asks for. */
export type PasswordLoginResult =
  { kind: 'token'; token: ApiToken } | { kind: 'mfa'; mfaToken: string; challengeTypes: string[] }

function tokenRequest(client: ApiClient, app: AppCredentials, params: Record<string, string>) {
  return client.json<ApiToken>('POST', '/oauth/token', {
    anonymous: true,
    form: { client_id: app.clientId, client_secret: app.clientSecret, ...params },
  })
}

export async function loginWithPassword(
  client: ApiClient,
  app: AppCredentials,
  credentials: { username: string; password: string },
): Promise<PasswordLoginResult> {
  try {
    const token = await tokenRequest(client, app, {
      grant_type: 'password',
      username: credentials.username,
      password: credentials.password,
      scope: oauthScopes,
    })
    return { kind: 'token', token }
  } catch (error) {
    const mfa = isApiError(error) ? mfaChallengeOf(error.body) : undefined
    if (mfa) {
      return {
        kind: 'mfa',
        mfaToken: mfa.mfa_token,
        challengeTypes: mfa.supported_challenge_types.split(',').filter(Boolean),
      }
    }
    throw error
  }
}

function mfaChallengeOf(body: unknown): ApiMfaRequired | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const candidate = body as Partial<ApiMfaRequired>
  if (candidate.error !== 'mfa_required' || typeof candidate.mfa_token !== 'string')
    return undefined
  return {
    error: 'mfa_required',
    mfa_token: candidate.mfa_token,
    supported_challenge_types:
      typeof candidate.supported_challenge_types === 'string'
        ? candidate.supported_challenge_types
        : 'totp',
  }
}

export function exchangeAuthorizationCode(
  client: ApiClient,
  app: AppCredentials,
  params: { code: string; redirectUri: string },
): Promise<ApiToken> {
  return tokenRequest(client, app, {
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: params.redirectUri,
  })
}

/** App-level token, used for registration. */
export function fetchAppToken(
  client: ApiClient,
  app: AppCredentials,
  redirectUri: string,
): Promise<ApiToken> {
  return tokenRequest(client, app, { grant_type: 'client_credentials', redirect_uri: redirectUri })
}

export function verifyMfaChallenge(
  client: ApiClient,
  app: AppCredentials,
  params: { mfaToken: string; code: string; challengeType: 'totp' | 'recovery' },
): Promise<ApiToken> {
  return client.json<ApiToken>('POST', '/oauth/mfa/challenge', {
    anonymous: true,
    form: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      mfa_token: params.mfaToken,
      code: params.code,
      challenge_type: params.challengeType,
    },
  })
}

export function revokeToken(client: ApiClient, app: AppCredentials, token: string): Promise<void> {
  return client.empty('POST', '/oauth/revoke', {
    anonymous: true,
    form: { client_id: app.clientId, client_secret: app.clientSecret, token },
  })
}

/** Password reset: 204 on success; a 429 (throttled) surfaces as an ApiError with status 429. */
export function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  return client.empty('POST', '/auth/password', { anonymous: true, query: { email } })
}

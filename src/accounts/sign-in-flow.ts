import type { Store } from 'jotai'
import { isApiError } from '../api/errors'
import { loginWithPassword, verifyMfaChallenge } from '../api/oauth'
import { visitorClient } from './clients'
import { credentialsOf, ensureApp } from './oauth-app'
import { completeSignIn } from './session'
import type { Account } from './store'

export type PasswordSignInResult =
  | { kind: 'signed-in'; account: Account }
  | { kind: 'mfa'; mfaToken: string; baseUrl: string }
  | { kind: 'password-reset-required' }

function identifierOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined
  const body = error.body
  if (typeof body !== 'object' || body === null || !('identifier' in body)) return undefined
  return typeof body.identifier === 'string' ? body.identifier : undefined
}

/**
 * Password grant (spec 1 section 4): a token signs in; `mfa_required` moves to the second
 * factor; `password_reset_required` sends the person to reset their password. Any other failure
 * is thrown for the panel to turn into its text (`loginErrorMessage`).
 */
export async function passwordSignIn(
  store: Store,
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<PasswordSignInResult> {
  const app = await ensureApp(store, baseUrl)
  try {
    const result = await loginWithPassword(visitorClient(baseUrl), credentialsOf(app), credentials)
    if (result.kind === 'mfa') return { kind: 'mfa', mfaToken: result.mfaToken, baseUrl }
    return {
      kind: 'signed-in',
      account: await completeSignIn(store, baseUrl, result.token.access_token),
    }
  } catch (error) {
    if (identifierOf(error) === 'password_reset_required')
      return { kind: 'password-reset-required' }
    throw error
  }
}

/** The second factor: a one-time code (`totp`) or a recovery code. */
export async function mfaSignIn(
  store: Store,
  challenge: { baseUrl: string; mfaToken: string },
  code: string,
  challengeType: 'totp' | 'recovery',
): Promise<Account> {
  const app = await ensureApp(store, challenge.baseUrl)
  const token = await verifyMfaChallenge(visitorClient(challenge.baseUrl), credentialsOf(app), {
    mfaToken: challenge.mfaToken,
    code,
    challengeType,
  })
  return completeSignIn(store, challenge.baseUrl, token.access_token)
}

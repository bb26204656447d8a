import type { Store } from 'jotai'
import { createApiClient } from '../api/client'
import { fetchAppToken } from '../api/oauth'
import { registerAccount, type RegistrationInput } from '../api/registration'
import { credentialsOf, ensureApp } from './oauth-app'
import { registrationErrorsOf } from './registration-errors'
import { completeSignIn } from './session'

export type SignUpOutcome =
  | { kind: 'signed-in' }
  | { kind: 'awaiting-approval' }
  | { kind: 'awaiting-email-confirmation' }
  | { kind: 'failed'; errors: string[] }

/**
 * POST /api/v1/accounts with the app's own token (client_credentials), and the outcomes of
 * spec 1 section 4: a token signs in; awaiting_approval and missing_confirmed_email each have
 * their page; anything else is a failure whose messages the form lists.
 */
export async function signUp(
  store: Store,
  baseUrl: string,
  input: RegistrationInput,
): Promise<SignUpOutcome> {
  try {
    const app = await ensureApp(store, baseUrl)
    const appClient = createApiClient({ baseUrl })
    const appToken = await fetchAppToken(appClient, credentialsOf(app), app.redirectUri)
    const client = createApiClient({ baseUrl, token: appToken.access_token })
    const result = await registerAccount(client, input)
    if ('access_token' in result && typeof result.access_token === 'string') {
      await completeSignIn(store, baseUrl, result.access_token)
      return { kind: 'signed-in' }
    }
    const identifier = 'identifier' in result ? result.identifier : undefined
    if (identifier === 'awaiting_approval') return { kind: 'awaiting-approval' }
    if (identifier === 'missing_confirmed_email') return { kind: 'awaiting-email-confirmation' }
    console.warn('Unexpected sign-up answer', result)
    return { kind: 'failed', errors: registrationErrorsOf(result) }
  } catch (error) {
    return { kind: 'failed', errors: registrationErrorsOf(error) }
  }
}

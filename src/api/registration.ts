import type { ApiCaptcha, ApiRegistrationParams, ApiRegistrationResult } from './wire'
import type { ApiClient } from './client'

/** Captcha is always fetched without a token (spec 3 section 1). */
export function fetchCaptcha(client: ApiClient): Promise<ApiCaptcha> {
  return client.json<ApiCaptcha>('GET', '/api/v1/pleroma/captcha', { anonymous: true })
}

export type RegistrationInput = Omit<ApiRegistrationParams, 'locale' | 'agreement' | 'nickname'> & {
  locale?: string
}

/**
 * POST /api/v1/accounts. Spec 3 section 5: nickname, locale en_US and agreement true are always
 * sent. Pass a client holding the app token (client_credentials grant) where the instance
 * needs one, or a token-less client when there are no credentials: whatever token the client
 * holds is the one sent. A 400 carries the field errors in `ApiError.body` (Akkoma's
 * JSON-in-a-string form; src/entities formats them).
 */
export function registerAccount(
  client: ApiClient,
  input: RegistrationInput,
): Promise<ApiRegistrationResult> {
  const body: ApiRegistrationParams = {
    ...input,
    nickname: input.username,
    locale: input.locale ?? 'en_US',
    agreement: true,
  }
  return client.json<ApiRegistrationResult>('POST', '/api/v1/accounts', {
    json: body,
  })
}

import type { ApiId } from './common.ts'

/** POST /api/v1/apps (AppView "show.json"). */
export interface ApiApp {
  id?: ApiId
  name: string
  client_id: string
  client_secret: string
  redirect_uri?: string
  website?: string | null
  vapid_key?: string
}

/** POST /oauth/token (and /oauth/mfa/challenge, and registration with auto-login). */
export interface ApiToken {
  /** A JSON number on Akkoma. */
  id?: number | string
  token_type: string
  access_token: string
  refresh_token?: string
  expires_in?: number
  scope: string
  /** Unix seconds. */
  created_at: number
  /** User tokens only: the user's AP id. */
  me?: string
}

/** 403 from POST /oauth/token when the account has two-factor auth. */
export interface ApiMfaRequired {
  error: 'mfa_required'
  mfa_token: string
  supported_challenge_types: string
}

/** GET /api/oauth_tokens.json item. */
export interface ApiOAuthTokenInfo {
  id: number | string
  valid_until: string
  app_name: string
}

/** GET /api/v1/pleroma/captcha */
export interface ApiCaptcha {
  type: 'none' | 'kocaptcha' | 'native' | (string & {})
  token?: string
  url?: string
  answer_data?: string
  seconds_valid?: number
}

/** POST /api/v1/accounts pending answer (no token). */
export interface ApiRegistrationPending {
  identifier:
    'missing_confirmed_email' | 'awaiting_approval' | 'manual_login_required' | (string & {})
  message?: string
}

export type ApiRegistrationResult = ApiToken | ApiRegistrationPending

/** Body of POST /api/v1/accounts */
export interface ApiRegistrationParams {
  nickname: string
  username: string
  fullname?: string
  email?: string
  password: string
  confirm?: string
  bio?: string
  reason?: string
  locale: string
  agreement: boolean
  language?: string
  token?: string
  captcha_solution?: string
  captcha_token?: string
  captcha_answer_data?: string
}

import { describe, expect, it } from 'vitest'
import { authorizeUrl, loginWithPassword, registerApp, requestPasswordReset } from './oauth'
import { registerAccount, fetchCaptcha } from './registration'
import { ok, recordingClient } from './test-fetch'

const app = { clientId: 'id', clientSecret: 'secret' }
const token = { access_token: 'abc', token_type: 'Bearer', scope: 'read', created_at: 1 }

describe('oauth', () => {
  it('registers the app with the spec scopes, without a token', async () => {
    const { client, requests } = recordingClient({ 'POST /api/v1/apps': ok({ client_id: 'x' }) })
    await registerApp(client, { clientName: 'deck', redirectUri: 'https://d/oauth-callback' })
    expect(requests[0]?.headers.get('authorization')).toBeNull()
    expect(requests[0]?.body).toEqual([
      ['client_name', 'deck'],
      ['redirect_uris', 'https://d/oauth-callback'],
      ['scopes', 'read write follow push admin'],
    ])
  })

  it('builds the authorize URL of the code flow', () => {
    const { client } = recordingClient()
    const url = new URL(authorizeUrl(client, { clientId: 'id', redirectUri: 'https://d/cb' }))
    expect(url.pathname).toBe('/oauth/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'id',
      redirect_uri: 'https://d/cb',
      scope: 'read write follow push admin',
    })
  })

  it('returns the token of a password login', async () => {
    const { client, requests } = recordingClient({ 'POST /oauth/token': ok(token) })
    expect(await loginWithPassword(client, app, { username: 'a', password: 'p' })).toEqual({
      kind: 'token',
      token,
    })
    expect(requests[0]?.body).toContainEqual(['grant_type', 'password'])
  })

  it('turns mfa_required into a second-factor challenge', async () => {
    const { client } = recordingClient({
      'POST /oauth/token': () =>
        Response.json(
          { error: 'mfa_required', mfa_token: 'm', supported_challenge_types: 'totp' },
          { status: 403 },
        ),
    })
    expect(await loginWithPassword(client, app, { username: 'a', password: 'p' })).toEqual({
      kind: 'mfa',
      mfaToken: 'm',
      challengeTypes: ['totp'],
    })
  })

  it('throws other login failures with their status', async () => {
    const { client } = recordingClient({
      'POST /oauth/token': () => Response.json({ error: 'Invalid credentials' }, { status: 400 }),
    })
    await expect(
      loginWithPassword(client, app, { username: 'a', password: 'p' }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('asks for a password reset with the email in the query', async () => {
    const { client, requests } = recordingClient({
      'POST /auth/password': () => new Response(null, { status: 204 }),
    })
    await requestPasswordReset(client, 'a+b@example.org')
    expect(requests[0]?.query.get('email')).toBe('a+b@example.org')
  })
})

describe('registration', () => {
  it('fetches the captcha without a token', async () => {
    const { client, requests } = recordingClient({
      'GET /api/v1/pleroma/captcha': ok({ type: 'none' }),
    })
    await fetchCaptcha(client)
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })

  it('always sends nickname, locale en_US and agreement true', async () => {
    const { client, requests } = recordingClient(
      { 'POST /api/v1/accounts': ok(token) },
      { token: undefined },
    )
    await registerAccount(client, { username: 'neo', password: 'pw', email: 'n@example.org' })
    expect(requests[0]?.body).toEqual({
      username: 'neo',
      password: 'pw',
      email: 'n@example.org',
      nickname: 'neo',
      locale: 'en_US',
      agreement: true,
    })
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })
})

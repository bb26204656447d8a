import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthorizationStateError, finishAuthorization, startAuthorization } from './oauth-flow'

const app = {
  clientId: 'client-id',
  clientSecret: 'client-secret',
  redirectUri: 'http://localhost:3000/oauth-callback',
}
const fake = vi.hoisted(() => ({ json: vi.fn(), completeSignIn: vi.fn() }))

vi.mock('./oauth-app', () => ({
  ensureApp: () => Promise.resolve(app),
  credentialsOf: () => ({ clientId: app.clientId, clientSecret: app.clientSecret }),
  redirectUri: () => app.redirectUri,
}))
vi.mock('./clients', () => ({
  visitorClient: (baseUrl: string) => ({ baseUrl, json: fake.json }),
}))
vi.mock('./session', () => ({ completeSignIn: fake.completeSignIn }))

const baseUrl = 'https://social.example'

describe('the OAuth code flow', () => {
  beforeEach(() => {
    sessionStorage.clear()
    fake.json.mockReset()
    fake.completeSignIn.mockReset()
    fake.completeSignIn.mockResolvedValue({ key: 'alice@social.example' })
  })

  it('sends a state, and no PKCE where the server does not offer it', async () => {
    fake.json.mockImplementation(() => Promise.reject(new Error('404')))
    const url = new URL(await startAuthorization(createStore(), baseUrl))
    expect(url.origin + url.pathname).toBe('https://social.example/oauth/authorize')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-id',
      redirect_uri: app.redirectUri,
      scope: 'read write follow push admin',
    })
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20)
    expect(url.searchParams.has('code_challenge')).toBe(false)
  })

  it('adds an S256 challenge where offered and sends the verifier with the code', async () => {
    fake.json.mockResolvedValueOnce({ code_challenge_methods_supported: ['plain', 'S256'] })
    const url = new URL(await startAuthorization(createStore(), baseUrl))
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    const challenge = url.searchParams.get('code_challenge') ?? ''
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)

    fake.json.mockResolvedValueOnce({ access_token: 'token-1' })
    await finishAuthorization(createStore(), {
      code: 'the-code',
      state: url.searchParams.get('state'),
    })
    const form = (fake.json.mock.calls.at(-1)?.[2] as { form: Record<string, string> }).form
    expect(form).toMatchObject({ grant_type: 'authorization_code', code: 'the-code' })
    // The verifier hashes to the challenge sent before.
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(form.code_verifier ?? ''),
    )
    const encoded = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    expect(encoded).toBe(challenge)
    expect(fake.completeSignIn).toHaveBeenCalledWith(expect.anything(), baseUrl, 'token-1')
  })

  it('refuses an answer whose state differs from the one sent', async () => {
    fake.json.mockImplementation(() => Promise.reject(new Error('404')))
    await startAuthorization(createStore(), baseUrl)
    await expect(
      finishAuthorization(createStore(), { code: 'c', state: 'forged' }),
    ).rejects.toBeInstanceOf(AuthorizationStateError)
    expect(fake.completeSignIn).not.toHaveBeenCalled()
  })
})

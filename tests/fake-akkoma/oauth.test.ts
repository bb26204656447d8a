import { TOTP, Secret } from 'otpauth'
import { describe, expect, it } from 'vitest'
import samples from '../fixtures/fake-akkoma/openapi-schema-examples.json'
import { call, expectShape, useInstance, type Handle, type JsonObject } from './contract'
import { MFA_SECRET } from './seed/users'

const h = useInstance()

interface AppAnswer {
  client_id: string
  client_secret: string
}

async function makeApp(handle: Handle, redirect = 'urn:ietf:wg:oauth:2.0:oob'): Promise<AppAnswer> {
  const res = await call<AppAnswer & JsonObject>(handle, '/api/v1/apps', {
    form: {
      client_name: 'Deck test',
      redirect_uris: redirect,
      scopes: 'read write follow push admin',
    },
  })
  expect(res.status).toBe(200)
  expectShape(res.body, samples.app, ['$.vapid_key'])
  return res.body
}

const passwordGrant = (app: AppAnswer, username: string, password: string) => ({
  form: {
    grant_type: 'password',
    client_id: app.client_id,
    client_secret: app.client_secret,
    username,
    password,
  },
})

describe('OAuth', () => {
  it('grants an app token by client_credentials without `me`', async () => {
    const app = await makeApp(h)
    const res = await call<JsonObject>(h, '/oauth/token', {
      form: {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ token_type: 'Bearer', scope: 'read write follow push admin' })
    expect(res.body).not.toHaveProperty('me')
    expect(typeof res.body.id).toBe('number')
  })

  it('signs in with a password and the token works; a wrong password gives 400', async () => {
    const app = await makeApp(h)
    const ok = await call<{ access_token: string; me: string }>(
      h,
      '/oauth/token',
      passwordGrant(app, 'alice', 'akkoma'),
    )
    expect(ok.status).toBe(200)
    expect(ok.body.me).toBe(`${h.url}/users/alice`)
    const me = await call<JsonObject>(h, '/api/v1/accounts/verify_credentials', {
      token: ok.body.access_token,
    })
    expect(me.body.acct).toBe('alice')
    const bad = await call(h, '/oauth/token', passwordGrant(app, 'alice', 'wrong'))
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ error: 'Invalid credentials' })
    const noGrant = await call(h, '/oauth/token', { form: { client_id: app.client_id } })
    expect(noGrant.status).toBe(500)
    expect(noGrant.body).toEqual({ error: 'Bad request' })
  })

  it('reports account states with their identifiers', async () => {
    const app = await makeApp(h)
    const pending = await call<JsonObject>(
      h,
      '/oauth/token',
      passwordGrant(app, 'pending', 'akkoma'),
    )
    expect(pending.status).toBe(403)
    expect(pending.body.identifier).toBe('awaiting_approval')
    const gone = await call<JsonObject>(h, '/oauth/token', passwordGrant(app, 'gone', 'akkoma'))
    expect(gone.body.identifier).toBe('account_is_disabled')
  })

  it('asks the MFA user for a challenge, accepts a TOTP code and a recovery code once', async () => {
    const app = await makeApp(h)
    const first = await call<{
      error: string
      mfa_token: string
      supported_challenge_types: string
    }>(h, '/oauth/token', passwordGrant(app, 'mira', 'akkoma'))
    expect(first.status).toBe(403)
    expect(first.body.error).toBe('mfa_required')
    expect(first.body.supported_challenge_types).toBe('totp')
    const wrong = await call(h, '/oauth/mfa/challenge', {
      form: {
        client_id: app.client_id,
        client_secret: app.client_secret,
        mfa_token: first.body.mfa_token,
        code: '000000',
        challenge_type: 'totp',
      },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: 'Invalid code' })
    const code = new TOTP({ secret: Secret.fromBase32(MFA_SECRET) }).generate()
    const ok = await call<{ me: string }>(h, '/oauth/mfa/challenge', {
      form: {
        client_id: app.client_id,
        client_secret: app.client_secret,
        mfa_token: first.body.mfa_token,
        code,
        challenge_type: 'totp',
      },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.me).toContain('/users/mira')
    const again = await call<{ mfa_token: string }>(
      h,
      '/oauth/token',
      passwordGrant(app, 'mira', 'akkoma'),
    )
    const recovery = (token: string) =>
      call(h, '/oauth/mfa/challenge', {
        form: {
          client_id: app.client_id,
          client_secret: app.client_secret,
          mfa_token: token,
          code: 'recovery-one',
          challenge_type: 'recovery',
        },
      })
    expect((await recovery(again.body.mfa_token)).status).toBe(200)
    const third = await call<{ mfa_token: string }>(
      h,
      '/oauth/token',
      passwordGrant(app, 'mira', 'akkoma'),
    )
    expect((await recovery(third.body.mfa_token)).status).toBe(400)
  })

  it('shows an authorize page that signs in and redirects with a code for the token grant', async () => {
    const redirect = 'http://127.0.0.1:9/oauth-callback'
    const app = await makeApp(h, redirect)
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: redirect,
      scope: 'read write',
      state: 'xyz',
    })
    const page = await call(h, `/oauth/authorize?${q.toString()}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('name="authorization[name]"')
    const login = await fetch(`${h.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        'authorization[name]': 'bob',
        'authorization[password]': 'akkoma',
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': redirect,
        'authorization[state]': 'xyz',
        'authorization[scope][]': 'read',
      }),
    })
    expect(login.status).toBe(302)
    const location = new URL(login.headers.get('location') ?? '')
    expect(location.pathname).toBe('/oauth-callback')
    expect(location.searchParams.get('state')).toBe('xyz')
    const token = await call<{ access_token: string; scope: string }>(h, '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        client_id: app.client_id,
        client_secret: app.client_secret,
        code: location.searchParams.get('code') ?? '',
        redirect_uri: redirect,
      },
    })
    expect(token.status).toBe(200)
    expect(token.body.scope).toBe('read')
    const reuse = await call(h, '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        client_id: app.client_id,
        client_secret: app.client_secret,
        code: location.searchParams.get('code') ?? '',
      },
    })
    expect(reuse.status).toBe(400)
    const wrong = await fetch(`${h.url}/oauth/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        'authorization[name]': 'bob',
        'authorization[password]': 'nope',
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': redirect,
      }),
    })
    expect(wrong.status).toBe(401)
  })

  it('refuses writes to a read-only token with the scope in the message', async () => {
    const app = await makeApp(h)
    const t = await call<{ access_token: string }>(h, '/oauth/token', {
      form: { ...passwordGrant(app, 'bob', 'akkoma').form, scope: 'read' },
    })
    const res = await call(h, '/api/v1/statuses', {
      token: t.body.access_token,
      form: { status: 'nope' },
    })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ error: 'Insufficient permissions: write:statuses.' })
    expect((await call(h, '/api/v1/timelines/home', { token: t.body.access_token })).status).toBe(
      200,
    )
    const admin = await call(h, '/api/v1/pleroma/admin/reports', { token: t.body.access_token })
    expect(admin.body).toEqual({ error: 'Insufficient permissions: admin:read.' })
  })

  it('revokes tokens and lists them with numeric ids; deleting one answers 201', async () => {
    const app = await makeApp(h)
    const t = (
      await call<{ access_token: string }>(h, '/oauth/token', passwordGrant(app, 'bob', 'akkoma'))
    ).body.access_token
    const list = await call<{ id: number; app_name: string; valid_until: string }[]>(
      h,
      '/api/oauth_tokens.json',
      { token: t },
    )
    expect(list.body.some((x) => x.app_name === 'Deck test' && typeof x.id === 'number')).toBe(true)
    const revoked = await call(h, '/oauth/revoke', {
      form: { client_id: app.client_id, client_secret: app.client_secret, token: t },
    })
    expect(revoked.body).toEqual({})
    const after = await call(h, '/api/v1/accounts/verify_credentials', { token: t })
    expect(after.status).toBe(403)
    expect(after.body).toEqual({ error: 'Invalid credentials.' })
    const t2 = (
      await call<{ access_token: string }>(h, '/oauth/token', passwordGrant(app, 'bob', 'akkoma'))
    ).body.access_token
    const mine = await call<{ id: number }[]>(h, '/api/oauth_tokens', { token: t2 })
    const del = await call(h, `/api/oauth_tokens/${mine.body[0]?.id ?? 0}`, {
      token: t2,
      method: 'DELETE',
    })
    expect(del.status).toBe(201)
  })
})

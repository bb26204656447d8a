import type { Hono } from 'hono'
import { Secret, TOTP } from 'otpauth'
import { params, requireUser, type Ctx, type Env, type InstanceState } from '../http/context'
import { fail, type ApiError } from '../http/errors'
import { randomToken } from '../store/ids'
import type { Store } from '../store/store'
import { escapeHtml } from '../store/text'
import type { App, User } from '../store/types'
import { naiveDateMicro } from '../views/dates'
import { loginForm, mfaForm } from './oauth-pages'

const YEAR_100 = 100 * 365 * 86_400_000

export function checkTotp(secret: string, code: string): boolean {
  return (
    TOTP.validate({ token: code.trim(), secret: Secret.fromBase32(secret), window: 1 }) !== null
  )
}

export function issueToken(store: Store, app: App, user: User | null, scopes: string[]) {
  const now = store.now()
  const token = {
    id: store.seq.token.next(),
    accessToken: randomToken(Math.random),
    refreshToken: randomToken(Math.random),
    appId: app.id,
    userId: user?.id ?? null,
    scopes,
    createdAt: now,
    validUntil: now + YEAR_100,
  }
  store.tokens.set(token.accessToken, token)
  return {
    id: token.id,
    token_type: 'Bearer',
    access_token: token.accessToken,
    refresh_token: token.refreshToken,
    expires_in: Math.floor(YEAR_100 / 1000),
    scope: scopes.join(' '),
    created_at: Math.floor(now / 1000),
    ...(user ? { me: `${store.origin}/users/${user.nickname}` } : {}),
  }
}

/** Why a known user with the right password still may not sign in, as Akkoma words it. */
export function accountStateError(store: Store, user: User): ApiError | null {
  if (!user.isActive)
    return fail(403, 'Your account is currently disabled', { identifier: 'account_is_disabled' })
  if (!user.isApproved)
    return fail(403, 'Your account is awaiting approval.', { identifier: 'awaiting_approval' })
  if (!user.isConfirmed && store.settings.accountActivationRequired)
    return fail(403, 'Your login is missing a confirmed e-mail address', {
      identifier: 'missing_confirmed_email',
    })
  return null
}

function findApp(c: Ctx, store: Store): App | undefined {
  const p = params(c)
  let clientId = p.str('client_id')
  let secret = p.str('client_secret')
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (basic) [clientId, secret] = Buffer.from(basic, 'base64').toString().split(':')
  const app = [...store.apps.values()].find((a) => a.clientId === clientId)
  return app && (secret === undefined || app.clientSecret === secret) ? app : undefined
}

const scopesOf = (raw: string | undefined, app: App) =>
  raw ? raw.split(/[\s+]+/).filter(Boolean) : app.scopes

export function passwordUser(store: Store, name: string, password: string): User | undefined {
  const user =
    store.findByAcct(name) ??
    [...store.users.values()].find((u) => u.domain === null && u.email === name)
  return user && user.domain === null && user.password === password ? user : undefined
}

export function oauthRoutes(app: Hono<Env>, inst: InstanceState): void {
  const sessions = new Map<string, string>()
  app.post('/api/v1/apps', (c) => {
    const p = params(c)
    const name = p.str('client_name')
    const redirect = p.str('redirect_uris')
    if (!name) throw fail(422, 'client_name - Missing field')
    if (!redirect) throw fail(422, 'redirect_uris - Missing field')
    const { store } = inst
    const record: App = {
      id: String(store.seq.app.next()),
      name,
      clientId: randomToken(Math.random),
      clientSecret: randomToken(Math.random),
      redirectUri: redirect,
      scopes: (p.str('scopes') ?? 'read').split(/\s+/).filter(Boolean),
      website: p.str('website') ?? null,
    }
    store.apps.set(record.id, record)
    return c.json({
      id: record.id,
      name,
      client_id: record.clientId,
      client_secret: record.clientSecret,
      redirect_uri: redirect,
      website: record.website,
      // Akkoma's AppView adds the key only when web push is configured.
      ...(store.settings.vapidPublicKey ? { vapid_key: store.settings.vapidPublicKey } : {}),
    })
  })
  app.get('/api/v1/apps/verify_credentials', (c) => {
    const token = c.get('token')
    const found = token ? inst.store.apps.get(token.appId) : undefined
    if (!found) throw fail(403, 'Invalid credentials.')
    const key = inst.store.settings.vapidPublicKey
    return c.json({ name: found.name, website: found.website, ...(key ? { vapid_key: key } : {}) })
  })
  app.get('/oauth/authorize', (c) => {
    const p = params(c)
    const found = findApp(c, inst.store)
    if (!found) throw fail(400, 'Unknown client_id')
    const sessionUser = sessions.get(
      /_pleroma_key=([^;]+)/.exec(c.req.header('cookie') ?? '')?.[1] ?? '',
    )
    const user = sessionUser ? inst.store.user(sessionUser) : undefined
    if (user && !p.bool('force_login'))
      return finishAuthorize(
        c,
        inst.store,
        found,
        user,
        p.str('redirect_uri') ?? found.redirectUri,
        scopesOf(p.str('scope') ?? p.str('scopes'), found),
        p.str('state') ?? '',
      )
    return c.html(
      loginForm(inst.store, {
        clientId: found.clientId,
        redirectUri: p.str('redirect_uri') ?? found.redirectUri,
        scope: p.str('scope') ?? p.str('scopes') ?? found.scopes.join(' '),
        state: p.str('state') ?? '',
        responseType: p.str('response_type') ?? 'code',
      }),
    )
  })
  app.post('/oauth/authorize', (c) => {
    const a = params(c).obj('authorization')
    const { store } = inst
    const found = [...store.apps.values()].find((x) => x.clientId === a.str('client_id'))
    const form = {
      clientId: a.str('client_id') ?? '',
      redirectUri: a.str('redirect_uri') ?? '',
      scope: a.strs('scope').join(' ') || (a.str('scope') ?? ''),
      state: a.str('state') ?? '',
      responseType: 'code',
    }
    if (!found) return c.html(loginForm(store, form, 'Unknown client.'), 400)
    const user = passwordUser(store, a.str('name') ?? '', a.str('password') ?? '')
    if (!user) return c.html(loginForm(store, form, 'Invalid Username/Password'), 401)
    const blocked = accountStateError(store, user)
    if (blocked) return c.html(loginForm(store, form, blocked.message), 403)
    const scopes = scopesOf(form.scope, found)
    if (user.mfaSecret) {
      const mfaToken = randomToken(Math.random)
      store.mfaTokens.set(mfaToken, { userId: user.id, appId: found.id, scopes })
      return c.html(mfaForm(store, mfaToken, form))
    }
    sessions.set(setSession(c, user), user.id)
    return finishAuthorize(c, store, found, user, form.redirectUri, scopes, form.state)
  })
  app.post('/oauth/mfa/verify', (c) => {
    const m = params(c).obj('mfa')
    const { store } = inst
    const pending = store.mfaTokens.get(m.str('mfa_token') ?? '')
    const user = pending ? store.user(pending.userId) : undefined
    const found = pending ? store.apps.get(pending.appId) : undefined
    const form = {
      clientId: found?.clientId ?? '',
      redirectUri: m.str('redirect_uri') ?? '',
      scope: pending?.scopes.join(' ') ?? '',
      state: m.str('state') ?? '',
      responseType: 'code',
    }
    if (!pending || !user || !found) return c.html(loginForm(store, form, 'Invalid MFA token'), 400)
    if (!verifyMfa(user, m.str('code') ?? '', m.str('challenge_type') ?? 'totp'))
      return c.html(mfaForm(store, m.str('mfa_token') ?? '', form, 'Invalid code'), 422)
    store.mfaTokens.delete(m.str('mfa_token') ?? '')
    sessions.set(setSession(c, user), user.id)
    return finishAuthorize(c, store, found, user, form.redirectUri, pending.scopes, form.state)
  })
  app.post('/oauth/token', (c) => token(c, inst))
  app.post('/oauth/mfa/challenge', (c) => {
    const p = params(c)
    const { store } = inst
    const found = findApp(c, store)
    const pending = store.mfaTokens.get(p.str('mfa_token') ?? '')
    const user = pending ? store.user(pending.userId) : undefined
    if (
      !found ||
      !pending ||
      !user ||
      !verifyMfa(user, p.str('code') ?? '', p.str('challenge_type') ?? 'totp')
    )
      throw fail(400, 'Invalid code')
    store.mfaTokens.delete(p.str('mfa_token') ?? '')
    return c.json(issueToken(store, found, user, pending.scopes))
  })
  app.post('/oauth/revoke', (c) => {
    const value = params(c).str('token')
    if (!value) throw fail(500, 'Bad request')
    inst.store.tokens.delete(value)
    return c.json({})
  })
  for (const path of ['/api/oauth_tokens', '/api/oauth_tokens.json'])
    app.get(path, (c) => {
      const user = requireUser(c)
      const out = [...inst.store.tokens.values()]
        .filter((t) => t.userId === user.id)
        .map((t) => ({
          id: t.id,
          valid_until: naiveDateMicro(t.validUntil),
          app_name: inst.store.apps.get(t.appId)?.name ?? '',
        }))
      return c.json(out)
    })
  app.delete('/api/oauth_tokens/:id', (c) => {
    const user = requireUser(c)
    for (const [key, t] of inst.store.tokens)
      if (t.userId === user.id && String(t.id) === c.req.param('id')) inst.store.tokens.delete(key)
    return c.body(null, 201)
  })
}

function verifyMfa(user: User, code: string, type: string): boolean {
  if (!user.mfaSecret) return false
  if (type === 'recovery') {
    const index = user.recoveryCodes.indexOf(code.trim())
    if (index < 0) return false
    user.recoveryCodes.splice(index, 1)
    return true
  }
  return checkTotp(user.mfaSecret, code)
}

function setSession(c: Ctx, user: User): string {
  const key = `${user.id}.${randomToken(Math.random, 16)}`
  c.header('set-cookie', `_pleroma_key=${key}; Path=/; HttpOnly; SameSite=Lax`)
  return key
}

function finishAuthorize(
  c: Ctx,
  store: Store,
  app: App,
  user: User,
  redirectUri: string,
  scopes: string[],
  state: string,
) {
  const code = randomToken(Math.random)
  store.authCodes.set(code, { appId: app.id, userId: user.id, redirectUri, scopes })
  if (redirectUri === 'urn:ietf:wg:oauth:2.0:oob')
    return c.html(
      `<!doctype html><title>Authorization code</title><h1>Authorization code</h1><p><code>${escapeHtml(code)}</code></p>`,
    )
  const url = new URL(redirectUri)
  url.searchParams.set('code', code)
  if (state) url.searchParams.set('state', state)
  return c.redirect(url.toString(), 302)
}

function token(c: Ctx, inst: InstanceState): Response {
  const p = params(c)
  const { store } = inst
  const grant = p.str('grant_type')
  const found = findApp(c, store)
  if (
    !grant ||
    !['password', 'authorization_code', 'client_credentials', 'refresh_token'].includes(grant)
  )
    throw fail(500, 'Bad request')
  if (!found) throw fail(400, 'Invalid credentials')
  if (grant === 'client_credentials')
    return c.json(issueToken(store, found, null, scopesOf(p.str('scope'), found)))
  if (grant === 'password') {
    const user = passwordUser(
      store,
      p.str('username') ?? p.str('name') ?? '',
      p.str('password') ?? '',
    )
    if (!user) throw fail(400, 'Invalid credentials')
    const blocked = accountStateError(store, user)
    if (blocked) throw blocked
    const scopes = scopesOf(p.str('scope'), found)
    if (user.mfaSecret) {
      const mfaToken = randomToken(Math.random)
      store.mfaTokens.set(mfaToken, { userId: user.id, appId: found.id, scopes })
      throw fail(403, 'mfa_required', { mfa_token: mfaToken, supported_challenge_types: 'totp' })
    }
    return c.json(issueToken(store, found, user, scopes))
  }
  if (grant === 'authorization_code') {
    const code = store.authCodes.get(p.str('code') ?? '')
    if (!code || code.appId !== found.id) throw fail(400, 'Invalid credentials')
    store.authCodes.delete(p.str('code') ?? '')
    return c.json(issueToken(store, found, store.user(code.userId) ?? null, code.scopes))
  }
  const old = [...store.tokens.values()].find(
    (t) => t.refreshToken === p.str('refresh_token') && t.appId === found.id,
  )
  if (!old) throw fail(400, 'Invalid credentials')
  store.tokens.delete(old.accessToken)
  return c.json(
    issueToken(store, found, old.userId ? (store.user(old.userId) ?? null) : null, old.scopes),
  )
}

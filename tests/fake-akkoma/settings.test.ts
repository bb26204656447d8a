import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import validationSample from '../fixtures/fake-akkoma/openapi-validation-error.json'
import { alice, bob, call, useInstance, type Handle, type JsonObject } from './contract'
import { png } from './seed/files'

const h = useInstance()

async function appToken(handle: Handle): Promise<string> {
  const app = await call<{ client_id: string; client_secret: string }>(handle, '/api/v1/apps', {
    form: { client_name: 'reg', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' },
  })
  const t = await call<{ access_token: string }>(handle, '/oauth/token', {
    form: {
      grant_type: 'client_credentials',
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
    },
  })
  return t.body.access_token
}

const register = (handle: Handle, token: string, body: JsonObject) =>
  call<JsonObject>(handle, '/api/v1/accounts', {
    token,
    json: { agreement: true, locale: 'en_US', ...body },
  })

describe('registration', () => {
  const approval = useInstance({ settings: { registrations: 'approval' } })
  const activation = useInstance({
    settings: { accountActivationRequired: true, mailerEnabled: true },
  })
  const captcha = useInstance({ settings: { captcha: 'native' } })

  it('signs a new user straight in on an open instance', async () => {
    const res = await register(h, await appToken(h), {
      username: 'newbie',
      email: 'newbie@x.example',
      password: 'secret123',
      confirm: 'secret123',
    })
    expect(res.status).toBe(200)
    expect(res.body.me).toBe(`${h.url}/users/newbie`)
    const me = await call<{ acct: string }>(h, '/api/v1/accounts/verify_credentials', {
      token: String(res.body.access_token),
    })
    expect(me.body.acct).toBe('newbie')
  })

  it('answers field errors as a JSON string inside error, and missing fields the OpenAPI way', async () => {
    const token = await appToken(h)
    const taken = await register(h, token, {
      username: 'alice',
      email: 'alice@local.example',
      password: 'secret123',
    })
    expect(taken.status).toBe(400)
    expect(JSON.parse(String(taken.body.error))).toEqual({
      ap_id: ['has already been taken'],
      email: ['has already been taken'],
    })
    const missing = await register(h, token, { username: 'x1', password: 'secret123' })
    expect(missing.status).toBe(200)
    const noPassword = await call(h, '/api/v1/accounts', { token, json: { username: 'x2' } })
    expect(noPassword.status).toBe(400)
    expect(Object.keys(noPassword.body as JsonObject)).toEqual(Object.keys(validationSample))
    expect(
      (await call(h, '/api/v1/accounts', { json: { username: 'x3', password: 'secret123' } })).body,
    ).toEqual({ error: 'Invalid credentials' })
  })

  it('reports awaiting approval, and a missing confirmed email', async () => {
    const a = await register(approval, await appToken(approval), {
      username: 'waiting',
      email: 'w@x.example',
      password: 'secret123',
      reason: 'hi',
    })
    expect(a.body.identifier).toBe('awaiting_approval')
    const noReason = await register(approval, await appToken(approval), {
      username: 'waiting2',
      email: 'w2@x.example',
      password: 'secret123',
    })
    expect(JSON.parse(String(noReason.body.error))).toHaveProperty('reason')
    const b = await register(activation, await appToken(activation), {
      username: 'confirmme',
      email: 'c@x.example',
      password: 'secret123',
    })
    expect(b.body.identifier).toBe('missing_confirmed_email')
    const app = await call<{ client_id: string; client_secret: string }>(
      activation,
      '/api/v1/apps',
      { form: { client_name: 'x', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' } },
    )
    const login = await call<JsonObject>(activation, '/oauth/token', {
      form: {
        grant_type: 'password',
        client_id: app.body.client_id,
        client_secret: app.body.client_secret,
        username: 'confirmme',
        password: 'secret123',
      },
    })
    expect(login.body.identifier).toBe('missing_confirmed_email')
  })

  it('hands out a native captcha and checks the answer', async () => {
    const c = await call<{ type: string; token: string; answer_data: string; url: string }>(
      captcha,
      '/api/v1/pleroma/captcha',
    )
    expect(c.body.type).toBe('native')
    expect(c.body.url).toMatch(/^data:image\/png;base64,/)
    const token = await appToken(captcha)
    const wrong = await register(captcha, token, {
      username: 'robot',
      email: 'r@x.example',
      password: 'secret123',
      captcha_solution: 'nope',
      captcha_token: c.body.token,
      captcha_answer_data: c.body.answer_data,
    })
    expect(JSON.parse(String(wrong.body.error))).toHaveProperty('captcha')
    const right = await register(captcha, token, {
      username: 'human',
      email: 'hu@x.example',
      password: 'secret123',
      captcha_solution: 'akkoma',
      captcha_token: c.body.token,
      captcha_answer_data: c.body.answer_data,
    })
    expect(right.body).toHaveProperty('access_token')
    expect((await call(h, '/api/v1/pleroma/captcha')).body).toEqual({ type: 'none' })
  })

  it('answers password resets with 204, then 429 when throttled', async () => {
    const reset = () =>
      call(h, `/auth/password?email=${encodeURIComponent('alice@local.example')}`, {
        method: 'POST',
      })
    for (let i = 0; i < 3; i++) expect((await reset()).status).toBe(204)
    const throttled = await reset()
    expect(throttled.status).toBe(429)
    expect(throttled.body).toEqual({ error: 'Throttled' })
  })
})

describe('settings and security', () => {
  it('changes password and email with the 200-with-error answers', async () => {
    const wrong = await call(h, '/api/pleroma/change_password', {
      token: bob,
      form: { password: 'nope', new_password: 'a', new_password_confirmation: 'a' },
    })
    expect(wrong.status).toBe(200)
    expect(wrong.body).toEqual({ error: 'Invalid password.' })
    expect(
      (
        await call(h, '/api/pleroma/change_password', {
          token: bob,
          form: {
            password: 'akkoma',
            new_password: 'abcdef1',
            new_password_confirmation: 'abcdef2',
          },
        })
      ).body,
    ).toEqual({ error: 'New password does not match confirmation.' })
    expect(
      (
        await call(h, '/api/pleroma/change_email', {
          token: bob,
          form: { password: 'akkoma', email: 'bob@new.example' },
        })
      ).body,
    ).toEqual({ status: 'success' })
  })

  it('sets up TOTP with a confirmation code and lists MFA state', async () => {
    expect((await call(h, '/api/pleroma/accounts/mfa', { token: alice })).body).toEqual({
      settings: { enabled: false, totp: false },
    })
    const setup = await call<{ key: string; provisioning_uri: string }>(
      h,
      '/api/pleroma/accounts/mfa/setup/totp',
      { token: alice },
    )
    expect(setup.body.provisioning_uri).toMatch(/^otpauth:\/\/totp\//)
    const bad = await call(h, '/api/pleroma/accounts/mfa/confirm/totp', {
      token: alice,
      form: { password: 'akkoma', code: '000000' },
    })
    expect(bad.status).toBe(422)
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.key) }).generate()
    expect(
      (
        await call(h, '/api/pleroma/accounts/mfa/confirm/totp', {
          token: alice,
          form: { password: 'akkoma', code },
        })
      ).body,
    ).toEqual({})
    expect(
      (
        await call<{ codes: string[] }>(h, '/api/pleroma/accounts/mfa/backup_codes', {
          token: alice,
        })
      ).body.codes,
    ).toHaveLength(5)
    expect(
      (
        await call(h, '/api/pleroma/accounts/mfa/totp', {
          token: alice,
          method: 'DELETE',
          form: { password: 'wrong' },
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await call(h, '/api/pleroma/accounts/mfa/totp', {
          token: alice,
          method: 'DELETE',
          form: { password: 'akkoma' },
        })
      ).body,
    ).toEqual({})
  })

  it('stores frontend settings profiles with version checks', async () => {
    const path = '/api/v1/akkoma/frontend_settings/pleroma-fe/default'
    expect((await call(h, path, { token: alice })).status).toBe(404)
    const saved = await call(h, path, {
      token: alice,
      method: 'PUT',
      json: { settings: { theme: 'dark', streaming: true }, version: 3 },
    })
    expect(saved.body).toEqual({ theme: 'dark', streaming: true })
    expect(
      (await call(h, path, { token: alice, method: 'PUT', json: { settings: {}, version: 3 } }))
        .body,
    ).toEqual({ error: 'must be incremented by 1' })
    expect(
      (await call(h, '/api/v1/akkoma/frontend_settings/pleroma-fe', { token: alice })).body,
    ).toEqual([{ name: 'default', version: 3 }])
    expect((await call(h, path, { token: alice })).body).toEqual({
      settings: { theme: 'dark', streaming: true },
      version: 3,
    })
    expect((await call(h, path, { token: alice, method: 'DELETE' })).body).toEqual({
      deleted: 'ok',
    })
  })

  it('manages aliases, imports, backups, mascot, notification settings and tokens', async () => {
    expect(
      (
        await call(h, '/api/pleroma/aliases', {
          token: alice,
          method: 'PUT',
          json: { alias: 'carol@remote.example' },
        })
      ).body,
    ).toEqual({ status: 'success' })
    expect((await call(h, '/api/pleroma/aliases', { token: alice })).body).toEqual({
      aliases: ['carol@remote.example'],
    })
    expect(
      (
        await call(h, '/api/pleroma/aliases', {
          token: alice,
          method: 'DELETE',
          json: { alias: 'carol@remote.example' },
        })
      ).body,
    ).toEqual({ status: 'success' })
    for (const kind of ['follow_import', 'blocks_import', 'mutes_import'])
      expect(
        (
          await call(h, `/api/pleroma/${kind}`, {
            token: alice,
            form: { list: 'bob\ncarol@remote.example' },
          })
        ).body,
      ).toBe('job started')
    const backups = await call<{ id: number; processed: boolean }[]>(h, '/api/v1/pleroma/backups', {
      token: alice,
      method: 'POST',
    })
    expect(typeof backups.body[0]?.id).toBe('number')
    const file = new File([new Uint8Array(png(8, 8, 0, 0xffffff))], 'm.png', { type: 'image/png' })
    expect(
      (
        await call<{ type: string }>(h, '/api/v1/pleroma/mascot', {
          token: alice,
          method: 'PUT',
          form: { file },
        })
      ).body.type,
    ).toBe('image')
    const notImage = await call(h, '/api/v1/pleroma/mascot', {
      token: alice,
      method: 'PUT',
      form: { file: new File(['x'], 'a.txt', { type: 'text/plain' }) },
    })
    expect(notImage.status).toBe(415)
    expect(
      (
        await call(h, '/api/pleroma/notification_settings', {
          token: alice,
          method: 'PUT',
          form: { block_from_strangers: 'true' },
        })
      ).body,
    ).toEqual({ status: 'success' })
    const me = await call<{ pleroma: { notification_settings: JsonObject } }>(
      h,
      '/api/v1/accounts/verify_credentials',
      { token: alice },
    )
    expect(me.body.pleroma.notification_settings.block_from_strangers).toBe(true)
  })

  it('updates credentials from JSON and multipart, with image uploads and limits', async () => {
    const json = await call<JsonObject>(h, '/api/v1/accounts/update_credentials', {
      token: bob,
      method: 'PATCH',
      json: {
        display_name: 'Bobby',
        note: 'new bio',
        locked: true,
        fields_attributes: [{ name: 'Site', value: 'https://bob.example' }],
        source: { privacy: 'unlisted' },
        pleroma_settings_store: { 'pleroma-fe': { a: 1 } },
      },
    })
    expect(json.body).toMatchObject({
      display_name: 'Bobby',
      locked: true,
      fields: [
        { name: 'Site', value: '<a href="https://bob.example" rel="ugc">https://bob.example</a>' },
      ],
      source: {
        privacy: 'unlisted',
        note: 'new bio',
        fields: [{ name: 'Site', value: 'https://bob.example' }],
      },
    })
    expect(json.body).toHaveProperty(['pleroma', 'settings_store', 'pleroma-fe', 'a'], 1)
    const avatar = new File([new Uint8Array(png(16, 16, 0xff, 0xff00))], 'me.png', {
      type: 'image/png',
    })
    const form = await call<{ avatar: string }>(h, '/api/v1/accounts/update_credentials', {
      token: bob,
      method: 'PATCH',
      form: { avatar, 'fields_attributes[0][name]': 'A', 'fields_attributes[0][value]': 'B' },
    })
    expect(form.body.avatar).toMatch(/\/media\/\d+\/me\.png$/)
    expect((await fetch(form.body.avatar)).status).toBe(200)
    const big = new File([new Uint8Array(2_100_000)], 'big.png', { type: 'image/png' })
    expect(
      (
        await call(h, '/api/v1/accounts/update_credentials', {
          token: bob,
          method: 'PATCH',
          form: { avatar: big },
        })
      ).status,
    ).toBe(413)
  })

  it('moves an account to an alias and notifies its followers', async () => {
    const newUser = (
      await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=new@mastodon.example')
    ).body.id
    await call(h, `/api/v1/accounts/${newUser}/follow`, {
      token: 'seed-token-mira',
      method: 'POST',
    })
    const res = await call(h, '/api/pleroma/move_account', {
      token: 'seed-token-mod',
      form: { password: 'akkoma', target_account: 'nobody@nowhere.example' },
    })
    expect(res.status).toBe(404)
  })
})

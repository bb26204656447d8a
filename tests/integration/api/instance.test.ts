import { TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyCredentials } from '../../../src/api/accounts'
import { createApiClient, type ApiClient } from '../../../src/api/client'
import { loginErrorMessage } from '../../../src/api/errors'
import {
  fetchFrontendConfigurations,
  fetchInstance,
  fetchInstancePanel,
  fetchInstancePeers,
  fetchNodeinfo,
  fetchPleromaEmoji,
  fetchStaticConfig,
  fetchStickers,
  fetchTermsOfService,
  fetchThemeList,
} from '../../../src/api/instance'
import { apiMessages } from '../../../src/api/messages'
import {
  fetchAppToken,
  loginWithPassword,
  registerApp,
  requestPasswordReset,
  verifyMfaChallenge,
} from '../../../src/api/oauth'
import { fetchCaptcha, registerAccount } from '../../../src/api/registration'
import type { RunningInstance } from '../../fake-akkoma/server'
import { seedPassword, startTestInstance } from './helpers'

/** The seeded MFA user's TOTP secret (tests/fake-akkoma/README.md). */
const mfaSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

let instance: RunningInstance
let visitor: ApiClient
let app: { clientId: string; clientSecret: string }

beforeAll(async () => {
  instance = await startTestInstance()
  visitor = createApiClient({ baseUrl: instance.url })
  const registered = await registerApp(visitor, {
    clientName: 'integration tests',
    redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
  })
  app = { clientId: registered.client_id, clientSecret: registered.client_secret }
})

afterAll(() => instance.close())

describe('instance documents', () => {
  it('are served to a visitor', async () => {
    expect((await fetchInstance(visitor)).version).toContain('Akkoma')
    expect((await fetchNodeinfo(visitor)).software.name).toBe('akkoma')
    expect(await fetchFrontendConfigurations(visitor)).toHaveProperty('pleroma_fe')
    expect(Array.isArray(await fetchInstancePeers(visitor))).toBe(true)
    expect(Object.keys(await fetchPleromaEmoji(visitor)).length).toBeGreaterThan(0)
    expect(typeof (await fetchThemeList(visitor))).toBe('object')
  })

  it('include the optional static files', async () => {
    expect(typeof (await fetchStaticConfig(visitor))).toBe('object')
    expect(typeof (await fetchStickers(visitor))).toBe('object')
    expect(await fetchTermsOfService(visitor)).toContain('<')
    expect(typeof (await fetchInstancePanel(visitor))).toBe('string')
  })
})

describe('signing in', () => {
  it('gives the login texts for a wrong password', async () => {
    const error: unknown = await loginWithPassword(visitor, app, {
      username: 'alice',
      password: 'wrong',
    }).catch((e: unknown) => e)
    expect(loginErrorMessage(error).descriptor).toBe(apiMessages.loginWrongCredentials)
  })

  it('goes through the TOTP challenge for a second-factor account', async () => {
    const result = await loginWithPassword(visitor, app, {
      username: 'mira',
      password: seedPassword,
    })
    if (result.kind !== 'mfa') throw new Error('expected a challenge')
    expect(result.challengeTypes).toContain('totp')
    const token = await verifyMfaChallenge(visitor, app, {
      mfaToken: result.mfaToken,
      code: new TOTP({ secret: mfaSecret }).generate(),
      challengeType: 'totp',
    })
    const mira = createApiClient({ baseUrl: instance.url, token: token.access_token })
    expect((await verifyCredentials(mira)).username).toBe('mira')
  })

  it('asks for a password reset', async () => {
    await expect(requestPasswordReset(visitor, 'alice')).resolves.toBeUndefined()
  })
})

describe('registration', () => {
  it('fetches the captcha and registers with the app token', async () => {
    expect((await fetchCaptcha(visitor)).type).toBe('none')
    const appToken = await fetchAppToken(visitor, app, 'urn:ietf:wg:oauth:2.0:oob')
    const appClient = createApiClient({ baseUrl: instance.url, token: appToken.access_token })
    const result = await registerAccount(appClient, {
      username: 'newcomer',
      fullname: 'New Comer',
      email: 'newcomer@example.org',
      password: 'secret-pass',
      confirm: 'secret-pass',
    })
    if (!('access_token' in result)) throw new Error(`not signed in: ${result.identifier}`)
    const newcomer = createApiClient({ baseUrl: instance.url, token: result.access_token })
    expect((await verifyCredentials(newcomer)).username).toBe('newcomer')
  })

  it('throws field errors for a taken nickname', async () => {
    const appToken = await fetchAppToken(visitor, app, 'urn:ietf:wg:oauth:2.0:oob')
    const appClient = createApiClient({ baseUrl: instance.url, token: appToken.access_token })
    await expect(
      registerAccount(appClient, {
        username: 'alice',
        email: 'other@example.org',
        password: 'x',
        confirm: 'x',
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

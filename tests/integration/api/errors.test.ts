import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchInstance } from '../../../src/api/instance'
import { createApiClient } from '../../../src/api/client'
import { ApiError } from '../../../src/api/errors'
import { apiMessages } from '../../../src/api/messages'
import { revokeToken, registerApp } from '../../../src/api/oauth'
import { favouriteStatus } from '../../../src/api/statuses'
import { fetchHomeTimeline } from '../../../src/api/timelines'
import type { RunningInstance } from '../../fake-akkoma/server'
import { control, signIn, startTestInstance } from './helpers'

let instance: RunningInstance

beforeAll(async () => {
  instance = await startTestInstance()
})

afterAll(() => instance.close())

beforeEach(async () => {
  await control(instance, 'faults', { failRate: 0 })
})

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('429 with Retry-After', () => {
  it('waits the server out once and gets the answer', async () => {
    const waits: number[] = []
    const { client } = await signIn(instance, 'alice', {
      // The wait is real; while it runs, the server recovers.
      sleep: async (ms) => {
        waits.push(ms)
        await control(instance, 'faults', { failRate: 0 })
        await new Promise((resolve) => setTimeout(resolve, ms))
      },
    })
    await control(instance, 'faults', { failRate: 1, failStatus: 429, retryAfter: 1 })
    const page = await fetchHomeTimeline(client)
    expect(page.items.length).toBeGreaterThan(0)
    expect(waits).toEqual([1000])
  })

  it('gives up after one retry with the rate-limit text', async () => {
    const sleep = vi.fn(() => Promise.resolve())
    const { client } = await signIn(instance, 'alice', { sleep })
    await control(instance, 'faults', { failRate: 1, failStatus: 429, retryAfter: 1 })
    const error = await failure(fetchHomeTimeline(client))
    expect(error.status).toBe(429)
    expect(error.serverMessage).toBe('Throttled')
    expect(error.userMessage.descriptor).toBe(apiMessages.rateLimited)
    expect(sleep).toHaveBeenCalledTimes(1)
  })

  it('never repeats a favourite (not idempotent)', async () => {
    const sleep = vi.fn(() => Promise.resolve())
    const { client } = await signIn(instance, 'alice', { sleep })
    const [status] = (await fetchHomeTimeline(client)).items
    await control(instance, 'faults', { failRate: 1, failStatus: 429, retryAfter: 1 })
    expect((await failure(favouriteStatus(client, status!.id))).status).toBe(429)
    expect(sleep).not.toHaveBeenCalled()
  })

  it.each([
    [500, apiMessages.internalServerError],
    [503, apiMessages.backendUnavailable],
  ])('maps a %i to its text', async (status, descriptor) => {
    const client = createApiClient({ baseUrl: instance.url, sleep: () => Promise.resolve() })
    await control(instance, 'faults', { failRate: 1, failStatus: status, retryAfter: 100 })
    const error = await failure(fetchInstance(client))
    expect(error.status).toBe(status)
    expect(error.userMessage.descriptor).toBe(descriptor)
  })
})

describe('answers that are not what was asked for', () => {
  it('treats an HTML page where JSON was expected as a network error, not a crash', async () => {
    const client = createApiClient({ baseUrl: instance.url })
    const error = await failure(client.json('GET', '/static/terms-of-service.html'))
    expect(error.kind).toBe('network')
    expect(error.userMessage.descriptor).toBe(apiMessages.network)
  })

  it("carries the server's message and the unexpected-status text of a 404", async () => {
    const { client } = await signIn(instance, 'alice')
    const error = await failure(client.json('GET', '/api/v1/statuses/nope'))
    expect(error.status).toBe(404)
    expect(error.serverMessage).toBe('Record not found')
    expect(error.userMessage).toEqual({
      descriptor: apiMessages.unexpectedStatus,
      values: { code: 404 },
    })
  })

  it('reports a refused connection as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' })
    expect((await failure(fetchInstance(client))).kind).toBe('network')
  })
})

describe('401 and revoked tokens', () => {
  it('calls onUnauthorized once for a token the server does not know', async () => {
    const onUnauthorized = vi.fn()
    const client = createApiClient({ baseUrl: instance.url, token: 'forged', onUnauthorized })
    await failure(fetchHomeTimeline(client))
    await failure(fetchHomeTimeline(client))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(client.sessionExpired).toBe(true)
  })

  it('ends the session when the token is revoked', async () => {
    const onUnauthorized = vi.fn()
    const anonymous = createApiClient({ baseUrl: instance.url })
    const app = await registerApp(anonymous, {
      clientName: 't',
      redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
    })
    const { client, token } = await signIn(instance, 'bob', { onUnauthorized })
    expect((await fetchHomeTimeline(client)).items.length).toBeGreaterThan(0)
    await revokeToken(
      anonymous,
      { clientId: app.client_id, clientSecret: app.client_secret },
      token,
    )
    const error = await failure(fetchHomeTimeline(client))
    expect([401, 403]).toContain(error.status)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not end a session over a plain "access denied"', async () => {
    const onUnauthorized = vi.fn()
    const { client } = await signIn(instance, 'alice', { onUnauthorized })
    await failure(client.json('GET', '/api/v1/pleroma/admin/reports'))
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

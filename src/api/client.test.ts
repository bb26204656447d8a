import { describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiClientOptions } from './client'
import { ApiError, loginErrorMessage } from './errors'
import { apiMessages } from './messages'

interface Seen {
  url: string
  method: string
  headers: Headers
  body: string
  credentials: RequestCredentials
}

function fakeServer(answers: (() => Response)[]) {
  const seen: Seen[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
      credentials: request.credentials,
    })
    const next = answers.shift()
    if (!next) throw new TypeError('connection refused')
    return next()
  })
  return { fetch, seen }
}

const json = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  })

function client(answers: (() => Response)[], options: Partial<ApiClientOptions> = {}) {
  const server = fakeServer(answers)
  const sleep = vi.fn(() => Promise.resolve())
  const api = createApiClient({
    baseUrl: 'https://akkoma.example/',
    token: 'tok',
    fetch: server.fetch,
    sleep,
    now: () => 1_000_000,
    ...options,
  })
  return { api, sleep, ...server }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('createApiClient requests', () => {
  it('sends the bearer token to the instance URL with the query', async () => {
    const { api, seen } = client([() => json([])])
    await api.page('/api/v1/timelines/home', { query: { limit: 20, max_id: undefined } })
    expect(seen[0]?.url).toBe('https://akkoma.example/api/v1/timelines/home?limit=20')
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok')
    expect(seen[0]?.credentials).toBe('same-origin')
  })

  it('keeps each account on its own client: own token, own server-kind memory', async () => {
    const first = client([() => json({})], { token: 'one' })
    const second = client([() => json({})], { token: 'two' })
    first.api.memo.set('k', 'v')
    await first.api.json('GET', '/api/v1/accounts/verify_credentials')
    await second.api.json('GET', '/api/v1/accounts/verify_credentials')
    expect(first.seen[0]?.headers.get('authorization')).toBe('Bearer one')
    expect(second.seen[0]?.headers.get('authorization')).toBe('Bearer two')
    expect(second.api.memo.has('k')).toBe(false)
  })

  it('defaults to the page origin, also for an empty base URL', () => {
    expect(createApiClient({ baseUrl: '' }).baseUrl).toBe(location.origin)
    expect(createApiClient().origin).toBe(location.origin)
  })

  it('sends no token on anonymous calls or without a token', async () => {
    const { api, seen } = client([() => json({ type: 'none' })])
    await api.json('GET', '/api/v1/pleroma/captcha', { anonymous: true })
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    const visitor = client([() => json([])], { token: undefined })
    await visitor.api.page('/api/v1/timelines/public')
    expect(visitor.seen[0]?.headers.get('authorization')).toBeNull()
  })

  it('encodes JSON and urlencoded bodies', async () => {
    const { api, seen } = client([() => json({}), () => json({})])
    await api.json('POST', '/api/v1/lists', { json: { title: 'x' } })
    await api.json('POST', '/api/v1/accounts/1/note', { form: { comment: 'hé' } })
    expect(seen[0]?.headers.get('content-type')).toContain('application/json')
    expect(seen[0]?.body).toBe('{"title":"x"}')
    expect(seen[1]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(seen[1]?.body).toBe('comment=h%C3%A9')
  })

  it('returns a page with Link cursors of the same origin only', async () => {
    const link =
      '<https://akkoma.example/api/v1/timelines/home?max_id=10>; rel="next", <https://other.example/x?min_id=20>; rel="prev"'
    const { api } = client([() => json([{ id: '11' }], { headers: { Link: link } })])
    const page = await api.page<{ id: string }>('/api/v1/timelines/home')
    expect(page).toEqual({ items: [{ id: '11' }], maxId: '10' })
  })
})

describe('createApiClient errors', () => {
  it.each([
    [429, apiMessages.rateLimited, undefined],
    [500, apiMessages.internalServerError, undefined],
    [503, apiMessages.backendUnavailable, undefined],
    [404, apiMessages.unexpectedStatus, { code: 404 }],
  ])('maps status %i to its text', async (status, descriptor, values) => {
    const { api } = client([() => json({ error: 'nope' }, { status })])
    const error = await failure(api.json('POST', '/api/v1/statuses'))
    expect(error.status).toBe(status)
    expect(error.serverMessage).toBe('nope')
    expect(error.body).toEqual({ error: 'nope' })
    expect(error.userMessage).toEqual(values ? { descriptor, values } : { descriptor })
  })

  it('throws a 2xx body carrying error or errors', async () => {
    const { api } = client([
      () => json({ error: 'Invalid password.' }),
      () => json({ errors: [{ message: 'Missing field: email' }] }),
    ])
    const first = await failure(api.json('POST', '/api/pleroma/change_password'))
    expect(first.kind).toBe('body')
    expect(first.userMessage.values).toEqual({ message: 'Invalid password.' })
    const second = await failure(api.page('/api/v1/timelines/home'))
    expect(second.serverMessage).toBe('Missing field: email')
  })

  it('treats a non-JSON answer where JSON was expected as a network error', async () => {
    const { api } = client([() => new Response('<html>bad gateway</html>', { status: 200 })])
    const error = await failure(api.json('GET', '/api/v1/instance'))
    expect(error.kind).toBe('network')
    expect(error.userMessage.descriptor).toBe(apiMessages.network)
  })

  it('does not take an HTML error page for the server message', async () => {
    const { api } = client([() => new Response('<html>oops</html>', { status: 502 })])
    const error = await failure(api.json('GET', '/api/v1/instance'))
    expect(error.serverMessage).toBeUndefined()
    expect(error.userMessage.values).toEqual({ code: 502 })
  })

  it('turns a refused connection into a network error', async () => {
    const { api } = client([])
    expect((await failure(api.json('GET', '/api/v1/instance'))).kind).toBe('network')
  })

  it('reports a cancelled request as aborted', async () => {
    const controller = new AbortController()
    // Like a real fetch: a cancelled request rejects with an AbortError.
    const fetch = () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
    const api = createApiClient({ baseUrl: 'https://akkoma.example', fetch })
    controller.abort()
    const error = await failure(api.json('GET', '/api/v1/instance', { signal: controller.signal }))
    expect(error.kind).toBe('aborted')
  })

  it('rejects a page whose body is not a list', async () => {
    const { api } = client([() => json({ id: '1' })])
    expect((await failure(api.page('/api/v1/timelines/home'))).kind).toBe('network')
  })
})

describe('rate limiting', () => {
  it('waits out Retry-After once and retries an idempotent call', async () => {
    const { api, sleep, fetch } = client([
      () => json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '2' } }),
      () => json({ ok: true }),
    ])
    expect(await api.json('GET', '/api/v1/instance')).toEqual({ ok: true })
    expect(sleep).toHaveBeenCalledWith(2000)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('retries at most once', async () => {
    const throttled = () =>
      json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '1' } })
    const { api, fetch } = client([throttled, throttled, throttled])
    const error = await failure(api.json('GET', '/api/v1/instance'))
    expect(error.status).toBe(429)
    expect(error.retryAfterMs).toBe(1000)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('never repeats a POST without an idempotency key', async () => {
    const { api, fetch } = client([
      () => json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '1' } }),
    ])
    await failure(api.json('POST', '/api/v1/statuses/1/favourite'))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('does not wait for an unbounded Retry-After', async () => {
    const { api, sleep, fetch } = client([
      () => json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '3600' } }),
    ])
    await failure(api.json('GET', '/api/v1/instance'))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sleep).not.toHaveBeenCalled()
  })
  it('fails fast without a request while the server asked for quiet', async () => {
    let clock = 1_000_000
    const { api, fetch } = client(
      [() => json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '5' } })],
      { now: () => clock },
    )
    await failure(api.json('POST', '/api/v1/statuses/1/favourite'))
    const blocked = await failure(api.json('GET', '/api/v1/instance'))
    expect(blocked.status).toBe(429)
    expect(blocked.retryAfterMs).toBe(5000)
    expect(blocked.userMessage.descriptor).toBe(apiMessages.rateLimited)
    expect(fetch).toHaveBeenCalledTimes(1)
    clock += 5000
    await failure(api.json('GET', '/api/v1/instance'))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps quiet for at most a minute whatever the header says', async () => {
    let clock = 1_000_000
    const { api, fetch } = client(
      [() => json({ error: 'Throttled' }, { status: 429, headers: { 'Retry-After': '86400' } })],
      { now: () => clock },
    )
    await failure(api.json('GET', '/api/v1/instance'))
    clock += 59_999
    await failure(api.json('GET', '/api/v1/instance'))
    expect(fetch).toHaveBeenCalledTimes(1)
    clock += 1
    await failure(api.json('GET', '/api/v1/instance'))
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

describe('session expiry', () => {
  it('calls onUnauthorized once on 401 and throws', async () => {
    const onUnauthorized = vi.fn()
    const unauthorized = () => json({ error: 'The access token is invalid' }, { status: 401 })
    const { api } = client([unauthorized, unauthorized], { onUnauthorized })
    await failure(api.json('GET', '/api/v1/accounts/verify_credentials'))
    await failure(api.json('GET', '/api/v1/accounts/verify_credentials'))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(api.sessionExpired).toBe(true)
  })

  it("treats Akkoma's 403 Invalid credentials. as a dead token", async () => {
    const onUnauthorized = vi.fn()
    const { api } = client([() => json({ error: 'Invalid credentials.' }, { status: 403 })], {
      onUnauthorized,
    })
    await failure(api.json('GET', '/api/v1/timelines/home'))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('leaves other 403s and token-less 401s alone', async () => {
    const onUnauthorized = vi.fn()
    const { api } = client(
      [
        () => json({ error: 'Access denied' }, { status: 403 }),
        () => json({ error: 'authorization required for timeline view' }, { status: 401 }),
      ],
      { onUnauthorized },
    )
    await failure(api.json('POST', '/api/v1/statuses/1/pin'))
    await failure(api.page('/api/v1/timelines/public', { anonymous: true }))
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('loginErrorMessage', () => {
  it('gives the login texts of the spec', () => {
    const wrong = new ApiError({ kind: 'http', status: 401 })
    const akkomaWrong = new ApiError({
      kind: 'http',
      status: 400,
      serverMessage: 'Invalid credentials',
    })
    const other = new ApiError({ kind: 'http', status: 500 })
    const offline = new ApiError({ kind: 'network', status: 0 })
    expect(loginErrorMessage(wrong).descriptor).toBe(apiMessages.loginWrongCredentials)
    expect(loginErrorMessage(akkomaWrong).descriptor).toBe(apiMessages.loginWrongCredentials)
    expect(loginErrorMessage(other).descriptor).toBe(apiMessages.loginGeneric)
    expect(loginErrorMessage(offline).descriptor).toBe(apiMessages.loginNetwork)
  })
})

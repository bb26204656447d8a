import ky, { type KyInstance, type Options as KyOptions } from 'ky'
import { type Params, toFormData, toSearchParams } from './body'
import { withEarlyAnswer } from './early'
import { ApiError, bodyCarriesError, serverMessageOf } from './errors'
import { type Page, parseLinkHeader } from './paging'
import { maxRetryAfterMs, parseRetryAfter } from './retry-after'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiClientOptions {
  /** Instance URL; defaults to the page's own origin (the client served by the instance). */
  baseUrl?: string
  /** The account's access token; absent for a visitor or for the app-level client. */
  token?: string
  /** Called once when the server says the token is no longer good (401 or a revoked token). */
  onUnauthorized?: () => void
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  /** Per-attempt timeout; default 30 s. */
  timeoutMs?: number
  /** Injectable for tests; waits before a 429 retry. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

export interface RequestOptions {
  query?: Params
  /** JSON body. */
  json?: unknown
  /** application/x-www-form-urlencoded body. */
  form?: Params
  /** multipart/form-data body (files, or where the server's own front end sends FormData). */
  multipart?: Params
  headers?: Readonly<Record<string, string>>
  signal?: AbortSignal
  /** Send no token even when the client holds one (captcha, anonymous registration). */
  anonymous?: boolean
  /** A POST that is safe to repeat after a 429 (it carries an Idempotency-Key). */
  idempotent?: boolean
  /** Override the per-attempt timeout (uploads); false for none. */
  timeoutMs?: number | false
}

/**
 * One signed-in account's (or one visitor's) view of one instance. Every resource function takes
 * it as first argument; nothing else in the app holds a token.
 */
export interface ApiClient {
  /** Instance URL without a trailing slash. */
  readonly baseUrl: string
  readonly origin: string
  /** The access token, for the streaming socket of this same account only. */
  readonly token: string | undefined
  readonly sessionExpired: boolean
  /** Per-client memory (server kind detection). */
  readonly memo: Map<string, unknown>
  /** A JSON answer. The type parameter names the wire type the endpoint returns. */
  json<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>
  /** A JSON array answer with the Link header's cursors. */
  page<T>(path: string, options?: RequestOptions): Promise<Page<T>>
  /** An answer whose body does not matter (204, 201 empty, `{}`); a 2xx error body still throws. */
  empty(method: HttpMethod, path: string, options?: RequestOptions): Promise<void>
  /** The raw answer (HTML documents, text). Non-2xx still throws. */
  raw(method: HttpMethod, path: string, options?: RequestOptions): Promise<Response>
}

const idempotentMethods = new Set<HttpMethod>(['GET', 'PUT', 'DELETE'])

// Akkoma answers a bad token on authenticated routes with 403 "Invalid credentials."; Mastodon
// with 401 "The access token is invalid" / "... was revoked".
const revokedTokenPattern =
  /^invalid credentials\.?$|access token (is invalid|was revoked|has expired)/i

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = resolveBaseUrl(options.baseUrl)
  const origin = new URL(baseUrl).origin
  const transport = createTransport(baseUrl, options)
  const { send } = transport
  const memo = new Map<string, unknown>()
  return {
    baseUrl,
    origin,
    token: options.token,
    get sessionExpired() {
      return transport.expired
    },
    memo,
    json<T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> {
      return withEarlyAnswer(memo, 'json', method, path, request.query, async () => {
        const response = await send(method, path, request)
        return (await readJson(response)) as T
      })
    },
    page<T>(path: string, request: RequestOptions = {}): Promise<Page<T>> {
      return withEarlyAnswer(memo, 'page', 'GET', path, request.query, async () => {
        const response = await send('GET', path, request)
        const body = await readJson(response)
        if (!Array.isArray(body)) {
          throw new ApiError({ kind: 'network', status: response.status, body })
        }
        const cursors = parseLinkHeader(response.headers.get('Link'), origin)
        return { items: body as T[], ...cursors }
      })
    },
    async empty(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<void> {
      const response = await send(method, path, request)
      const { body } = await readBody(response)
      throwIfBodyCarriesError(response, body)
    },
    raw: send,
  }
}

interface Transport {
  /** One call: a Response when 2xx, else the ApiError (after one wait-and-retry on a 429). */
  send: (method: HttpMethod, path: string, request: RequestOptions) => Promise<Response>
  /** The server refused this client's token once. */
  readonly expired: boolean
}

/** The requests of one client: its token, its 401 once, and the quiet a 429 asks for. */
function createTransport(baseUrl: string, options: ApiClientOptions): Transport {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const http: KyInstance = ky.create({
    prefix: baseUrl,
    credentials: 'same-origin',
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  let expired = false
  // Until then the server has asked this client (this account) for quiet (429 Retry-After).
  let blockedUntil = 0

  async function send(method: HttpMethod, path: string, request: RequestOptions) {
    const idempotent = idempotentMethods.has(method) || request.idempotent === true
    const token = request.anonymous === true ? undefined : options.token
    // While the server has asked for quiet, calls fail at once without a request.
    const remaining = blockedUntil - now()
    if (remaining > 0) throw new ApiError({ kind: 'http', status: 429, retryAfterMs: remaining })
    for (let tries = 0; ; tries += 1) {
      const response = await attempt(http, method, path, request, token)
      if (response.ok) return response
      const { body, isJson } = await readBody(response)
      // A proxy's HTML error page is not the server's message.
      const serverMessage = isJson ? serverMessageOf(body) : undefined
      if (token !== undefined && refusesToken(response.status, serverMessage) && !expired) {
        expired = true
        options.onUnauthorized?.()
      }
      let retryAfterMs: number | undefined
      if (response.status === 429) {
        retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now())
        // Capped, so a wild header (a day) cannot silence the client for longer than a minute.
        if (retryAfterMs !== undefined) {
          blockedUntil = Math.max(blockedUntil, now() + Math.min(retryAfterMs, maxRetryAfterMs))
        }
        // One wait-and-retry, only when repeating cannot double an action, only for a sane wait.
        if (
          idempotent &&
          tries === 0 &&
          retryAfterMs !== undefined &&
          retryAfterMs <= maxRetryAfterMs
        ) {
          await sleep(retryAfterMs)
          continue
        }
      }
      throw new ApiError({
        kind: 'http',
        status: response.status,
        serverMessage,
        body,
        retryAfterMs,
      })
    }
  }

  return {
    send,
    get expired() {
      return expired
    },
  }
}

/** One request; a failure to get any answer is a network (or aborted) ApiError. */
async function attempt(
  http: KyInstance,
  method: HttpMethod,
  path: string,
  request: RequestOptions,
  token: string | undefined,
): Promise<Response> {
  try {
    return await http(path, buildOptions(method, request, token))
  } catch (error) {
    if (request.signal?.aborted) throw new ApiError({ kind: 'aborted', status: 0, cause: error })
    throw new ApiError({ kind: 'network', status: 0, cause: error })
  }
}

/** 401, or Akkoma's 403 for a token it no longer knows. */
function refusesToken(status: number, serverMessage: string | undefined): boolean {
  return status === 401 || (status === 403 && revokedTokenPattern.test(serverMessage ?? ''))
}

/** A 2xx JSON answer; a body that is not JSON, or carries `error`, throws. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch((error: unknown) => {
    throw new ApiError({ kind: 'network', status: response.status, cause: error })
  })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new ApiError({ kind: 'network', status: response.status, body: text, cause: error })
  }
  throwIfBodyCarriesError(response, body)
  return body
}

function throwIfBodyCarriesError(response: Response, body: unknown): void {
  if (!bodyCarriesError(body)) return
  throw new ApiError({
    kind: 'body',
    status: response.status,
    serverMessage: serverMessageOf(body),
    body,
  })
}

function resolveBaseUrl(baseUrl: string | undefined): string {
  const fallback = typeof location === 'undefined' ? undefined : location.origin
  // An empty setting means the same thing as none: the instance that served the page.
  const url = baseUrl === undefined || baseUrl === '' ? fallback : baseUrl
  if (url === undefined) throw new Error('createApiClient needs a baseUrl outside a browser page')
  return url.replace(/\/+$/, '')
}

function buildOptions(
  method: HttpMethod,
  request: RequestOptions,
  token: string | undefined,
): KyOptions {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
  if (token !== undefined) headers.Authorization = `Bearer ${token}`
  const kyOptions: KyOptions = { method, headers }
  if (request.query) kyOptions.searchParams = toSearchParams(request.query)
  if (request.json !== undefined) kyOptions.json = request.json
  else if (request.form) kyOptions.body = toSearchParams(request.form)
  else if (request.multipart) kyOptions.body = toFormData(request.multipart)
  if (request.signal) kyOptions.signal = request.signal
  if (request.timeoutMs !== undefined) kyOptions.timeout = request.timeoutMs
  return kyOptions
}

/** Error and empty bodies: JSON when it parses, the text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<{ body: unknown; isJson: boolean }> {
  const text = await response.text().catch(() => '')
  if (text.length === 0) return { body: undefined, isJson: false }
  try {
    return { body: JSON.parse(text) as unknown, isJson: true }
  } catch {
    return { body: text, isJson: false }
  }
}

// Test helper: a scripted ApiClient for the tests of actions and of the screens that call them.
// Each call is answered by the test's handler and recorded. Imported by tests only.
import type { ApiClient, HttpMethod, RequestOptions } from '../api/client'
import { ApiError } from '../api/errors'
import type { ApiStatus } from '../api/wire'

export interface Call {
  method: HttpMethod
  path: string
  options: RequestOptions | undefined
}

export type Handler = (call: Call) => unknown

export interface FakeClient extends ApiClient {
  calls: Call[]
  /** Calls to one path, in order. */
  to: (method: HttpMethod, path: string) => Call[]
}

export function fakeClient(handler: Handler): FakeClient {
  const calls: Call[] = []
  const run = (method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown> => {
    const call = { method, path, options }
    calls.push(call)
    try {
      return Promise.resolve(handler(call))
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
  return {
    baseUrl: 'https://example.test',
    origin: 'https://example.test',
    token: 'token',
    sessionExpired: false,
    memo: new Map(),
    calls,
    to: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    json: <T>(method: HttpMethod, path: string, options?: RequestOptions) =>
      run(method, path, options) as Promise<T>,
    page: () => Promise.reject(new Error('not used')),
    empty: async (method, path, options) => {
      await run(method, path, options)
    },
    raw: () => Promise.reject(new Error('not used')),
  }
}

export function httpError(status: number, serverMessage?: string): ApiError {
  return new ApiError({ kind: 'http', status, ...(serverMessage ? { serverMessage } : {}) })
}

/** A status as the server answers a post with it. */
export function postedStatus(id: string, over: Partial<ApiStatus> = {}): ApiStatus {
  return {
    id,
    account: { id: 'me', acct: 'me', username: 'me' },
    content: `<p>status ${id}</p>`,
    spoiler_text: '',
    ...over,
  } as ApiStatus
}

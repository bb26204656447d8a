// Test helper: an ApiClient whose fetch answers from a route table and records every request.
// Used by the unit tests of the resource files; not imported by app code.
import { createApiClient, type ApiClient, type ApiClientOptions } from './client'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  /** Parsed JSON, or the form as [key, value] pairs (files as their names), or undefined. */
  body: unknown
}

type Route = (request: RecordedRequest) => Response

async function readRequestBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) return request.json()
  if (type.includes('multipart/form-data') || type.includes('x-www-form-urlencoded')) {
    const form = await request.formData()
    return [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : value.name,
    ])
  }
  const text = await request.text()
  return text.length > 0 ? text : undefined
}

/** Routes are keyed "METHOD /path"; anything else answers Akkoma's 404. */
export function recordingClient(
  routes: Record<string, Route> = {},
  options: Partial<ApiClientOptions> = {},
): { client: ApiClient; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: await readRequestBody(request),
    }
    requests.push(recorded)
    const route = routes[`${request.method} ${url.pathname}`]
    return route ? route(recorded) : Response.json({ error: 'Not implemented' }, { status: 404 })
  }
  const client = createApiClient({
    baseUrl: 'https://akkoma.example',
    token: 'tok',
    fetch,
    sleep: () => Promise.resolve(),
    ...options,
  })
  return { client, requests }
}

export const ok =
  (body: unknown = {}) =>
  () =>
    Response.json(body)

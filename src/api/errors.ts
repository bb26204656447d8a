import type { UserMessage } from '../i18n/define-messages'
import { apiMessages } from './messages'

/**
 * - `http`: the server answered with a non-2xx status.
 * - `body`: a 2xx answer whose body carries `error`/`errors` (Pleroma's util endpoints answer
 *   200 `{"error":"Invalid password."}`, and the spec throws such timeline bodies too).
 * - `network`: no usable answer: connection failure, timeout, or a non-JSON body where JSON
 *   was expected (a proxy's HTML error page must not crash the caller).
 * - `aborted`: the caller cancelled the request.
 */
export type ApiErrorKind = 'http' | 'body' | 'network' | 'aborted'

export interface ApiErrorInit {
  kind: ApiErrorKind
  /** 0 when there was no HTTP answer. */
  status: number
  serverMessage?: string
  body?: unknown
  retryAfterMs?: number
  cause?: unknown
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly serverMessage: string | undefined
  readonly body: unknown
  /** From Retry-After on a 429, already bounded; undefined when the server gave none. */
  readonly retryAfterMs: number | undefined
  /** The spec's text for this failure, to show in a notice. */
  readonly userMessage: UserMessage

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ?? describe(init), { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.serverMessage = init.serverMessage
    this.body = init.body
    this.retryAfterMs = init.retryAfterMs
    this.userMessage = userMessageFor(init)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function describe(init: ApiErrorInit): string {
  if (init.kind === 'network') return 'Network error'
  if (init.kind === 'aborted') return 'Request aborted'
  return `HTTP ${init.status}`
}

/** Spec 1 section 8: 429, 500 and 503 have their own texts, every other status is "unexpected". */
export function userMessageFor(
  init: Pick<ApiErrorInit, 'kind' | 'status' | 'serverMessage'>,
): UserMessage {
  if (init.kind === 'network' || init.kind === 'aborted') return { descriptor: apiMessages.network }
  if (init.kind === 'body') {
    return {
      descriptor: apiMessages.serverMessage,
      values: { message: init.serverMessage ?? '' },
    }
  }
  switch (init.status) {
    case 429:
      return { descriptor: apiMessages.rateLimited }
    case 500:
      return { descriptor: apiMessages.internalServerError }
    case 503:
      return { descriptor: apiMessages.backendUnavailable }
    default:
      return { descriptor: apiMessages.unexpectedStatus, values: { code: init.status } }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The server's own words from an error body: `{"error": "..."}`, a bare JSON string (Akkoma's
 * unhandled fallback), or OpenAPI-style `errors: [{message}]`.
 */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.length > 0 ? body : undefined
  if (!isRecord(body)) return undefined
  if (typeof body.error === 'string' && body.error.length > 0) return body.error
  const { errors } = body
  if (Array.isArray(errors)) {
    const texts = errors.flatMap((entry: unknown) =>
      typeof entry === 'string'
        ? [entry]
        : isRecord(entry) && typeof entry.message === 'string'
          ? [entry.message]
          : [],
    )
    if (texts.length > 0) return texts.join(', ')
  }
  if (isRecord(errors)) {
    const texts = Object.entries(errors).flatMap(([field, value]) =>
      Array.isArray(value) ? value.map((message) => `${field} ${String(message)}`) : [],
    )
    if (texts.length > 0) return texts.join(', ')
  }
  return undefined
}

/** True for a 2xx body that is really an error (spec: "a response carrying error or errors is thrown"). */
export function bodyCarriesError(body: unknown): boolean {
  return isRecord(body) && (body.error !== undefined || body.errors !== undefined)
}

/**
 * Login texts of spec 1 section 5. Akkoma answers a bad password with 400 "Invalid credentials"
 * where the spec says 401; both mean the same thing to the person signing in.
 */
export function loginErrorMessage(error: unknown): UserMessage {
  if (!isApiError(error) || error.kind === 'network')
    return { descriptor: apiMessages.loginNetwork }
  if (error.status === 401) return { descriptor: apiMessages.loginWrongCredentials }
  if (error.status === 400 && error.serverMessage === 'Invalid credentials') {
    return { descriptor: apiMessages.loginWrongCredentials }
  }
  return { descriptor: apiMessages.loginGeneric }
}

// Media upload with byte progress. ky rides on fetch, and fetch can only report upload progress
// through a streamed request body, which Chromium allows over HTTP/2 alone; an instance behind
// HTTP/1.1 would show nothing. XMLHttpRequest's `upload.onprogress` works everywhere, so this
// one call goes through it, with what the ApiClient would send: the same base URL, bearer token,
// credentials mode, error bodies read into the same ApiError, and the caller's abort signal.
import { toFormData } from './body'
import type { ApiClient } from './client'
import { ApiError, bodyCarriesError, serverMessageOf } from './errors'
import { uploadMedia } from './media'
import type { ApiAttachment } from './wire'

export interface UploadProgress {
  loaded: number
  /** Bytes of the whole request body; 0 when the browser cannot tell. */
  total: number
}

export interface UploadOptions {
  description?: string
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
  /** Tests hand in a stand-in; by default the page's XMLHttpRequest, or none outside a page. */
  createRequest?: () => XMLHttpRequest
}

export const UPLOAD_PATH = '/api/v1/media'
const VERIFY_PATH = '/api/v1/accounts/verify_credentials'

/** What a finished request means: the attachment, or the ApiError the ApiClient would throw. */
export function uploadOutcome(status: number, responseText: string): ApiAttachment | ApiError {
  const body = parseBody(responseText)
  if (status >= 200 && status < 300) {
    if (!body.isJson) return new ApiError({ kind: 'network', status, body: body.value })
    if (bodyCarriesError(body.value)) {
      return new ApiError({
        kind: 'body',
        status,
        serverMessage: serverMessageOf(body.value),
        body: body.value,
      })
    }
    return body.value as ApiAttachment
  }
  // status 0: the request never got an answer (connection refused, CORS, cut off).
  if (status === 0) return new ApiError({ kind: 'network', status: 0 })
  return new ApiError({
    kind: 'http',
    status,
    // A proxy's HTML error page is not the server's message.
    serverMessage: body.isJson ? serverMessageOf(body.value) : undefined,
    body: body.value,
  })
}

function parseBody(text: string): { value: unknown; isJson: boolean } {
  if (text.length === 0) return { value: undefined, isJson: false }
  try {
    return { value: JSON.parse(text) as unknown, isJson: true }
  } catch {
    return { value: text, isJson: false }
  }
}

function defaultRequest(): (() => XMLHttpRequest) | undefined {
  return typeof XMLHttpRequest === 'undefined' ? undefined : () => new XMLHttpRequest()
}

/**
 * POST /api/v1/media with progress. Without XMLHttpRequest (Node) it falls back to the ky call,
 * which reports no progress.
 */
export function uploadMediaWithProgress(
  client: ApiClient,
  file: Blob,
  options: UploadOptions = {},
): Promise<ApiAttachment> {
  const create = options.createRequest ?? defaultRequest()
  if (!create) {
    return uploadMedia(client, file, {
      ...(options.description !== undefined ? { description: options.description } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  }
  const { signal, onProgress } = options
  return new Promise<ApiAttachment>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError({ kind: 'aborted', status: 0 }))
      return
    }
    const xhr = create()
    const onAbortSignal = () => {
      xhr.abort()
    }
    const settle = (outcome: ApiAttachment | ApiError) => {
      signal?.removeEventListener('abort', onAbortSignal)
      if (outcome instanceof ApiError) reject(outcome)
      else resolve(outcome)
    }
    xhr.open('POST', `${client.baseUrl}${UPLOAD_PATH}`)
    // fetch's credentials 'same-origin': cookies only to the page's own origin, which XHR does
    // by itself while withCredentials stays false.
    xhr.withCredentials = false
    xhr.setRequestHeader('Accept', 'application/json')
    if (client.token !== undefined) xhr.setRequestHeader('Authorization', `Bearer ${client.token}`)
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 })
    }
    xhr.onload = () => {
      const outcome = uploadOutcome(xhr.status, xhr.responseText)
      // The client alone may declare the session over (its onUnauthorized, once): a refused token
      // here sends one cheap call through it, which finds the same answer and says so.
      if (outcome instanceof ApiError && (outcome.status === 401 || outcome.status === 403)) {
        client.json('GET', VERIFY_PATH).catch(() => undefined)
      }
      settle(outcome)
    }
    xhr.onerror = () => {
      settle(new ApiError({ kind: 'network', status: 0 }))
    }
    xhr.ontimeout = xhr.onerror
    xhr.onabort = () => {
      settle(new ApiError({ kind: 'aborted', status: 0 }))
    }
    signal?.addEventListener('abort', onAbortSignal, { once: true })
    xhr.send(toFormData({ file, description: options.description }))
  })
}

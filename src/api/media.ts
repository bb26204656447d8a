import type { ApiClient } from './client'
import type { ApiAttachment } from './wire'

/** Multipart upload with a `file` field; no timeout, a large video can take a while. */
export function uploadMedia(
  client: ApiClient,
  file: Blob,
  options: { description?: string; signal?: AbortSignal } = {},
): Promise<ApiAttachment> {
  return client.json<ApiAttachment>('POST', '/api/v1/media', {
    multipart: { file, description: options.description },
    timeoutMs: false,
    ...(options.signal ? { signal: options.signal } : {}),
  })
}

/** Set before posting, one call per attachment (spec 2 section 7). */
export function updateMediaDescription(
  client: ApiClient,
  id: string,
  description: string,
): Promise<ApiAttachment> {
  return client.json<ApiAttachment>('PUT', `/api/v1/media/${encodeURIComponent(id)}`, {
    json: { description },
  })
}

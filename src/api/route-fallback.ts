import type { ApiClient } from './client'
import { isApiError } from './errors'

/** A 404 or 405: the server simply does not have this route. */
export function isMissingRoute(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 405)
  )
}

/**
 * Calls `preferred` (the spec's route) until the server shows it lacks it, then `fallback` (the
 * stock Akkoma/Mastodon route) for the rest of this client's life. Only the first answer
 * decides: once the preferred route has worked, a later 404 is a real "not found" and is thrown.
 */
export async function withRouteFallback<T>(
  client: ApiClient,
  key: string,
  preferred: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  const known = client.memo.get(key)
  if (known === 'fallback') return fallback()
  try {
    const result = await preferred()
    client.memo.set(key, 'preferred')
    return result
  } catch (error) {
    if (known !== 'preferred' && isMissingRoute(error)) {
      client.memo.set(key, 'fallback')
      return fallback()
    }
    throw error
  }
}

/** Whether this client already knows the server lacks the preferred route of `key`. */
export function usesFallback(client: ApiClient, key: string): boolean | undefined {
  const known = client.memo.get(key)
  return known === undefined ? undefined : known === 'fallback'
}

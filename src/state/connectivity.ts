// The connection to the instance. The browser's online/offline events say when the device has
// no network at all; a network that is there but does not reach the instance (a captive portal,
// the instance down, a browser that keeps saying "online") shows only in the answers: the
// probe below asks for the instance's nodeinfo index (a few bytes, served to anyone, never
// embedded in the page nor kept by the service worker) and tells a network failure from any
// answer.
//
// Back online, every column on screen fetches what it missed (newer than the newest it holds,
// page by page; from the first page when it holds nothing, as after a start without network).
// Streams join again on their own and fill their gap the same way.
import type { Store } from 'jotai'
import { createApiClient, type ApiClientOptions } from '../api/client'
import { isApiError } from '../api/errors'
import { fetchNodeinfoIndex } from '../api/instance'
import { mountedTimelineColumns } from './timeline-column'

/** How long a probe waits for the instance before calling it unreachable. */
const PROBE_TIMEOUT_MS = 10_000

/** True when the instance answered (whatever its answer), false when the network failed. */
export async function instanceReachable(
  options: Pick<ApiClientOptions, 'baseUrl' | 'fetch'> = {},
): Promise<boolean> {
  const client = createApiClient({ ...options, timeoutMs: PROBE_TIMEOUT_MS })
  try {
    await fetchNodeinfoIndex(client)
    return true
  } catch (error) {
    return !(isApiError(error) && error.kind === 'network' && error.status === 0)
  }
}

export function catchUpAfterOffline(store: Store): Promise<void> {
  return Promise.all(mountedTimelineColumns(store).map((column) => column.fillGap())).then(
    () => undefined,
  )
}

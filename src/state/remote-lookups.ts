// The card's calls to third parties (spec 2 §7): a Misskey-style host's note, for the images of
// its custom reactions, and the first bytes of an image, to learn whether it is animated. Both
// answers are kept per session so cards that remount in a virtual list do not ask again.
import type { ApiClient } from '../api/client'
import { fetchMisskeyNote, misskeyReactionUrls } from '../api/misskey'
import { isAnimatedImage } from '../lib/media/animated-image'
import { attempt, type ActionResult } from './action-result'

/** A map of promises by key, dropping the oldest past `max`. */
function remembered<T>(max: number, make: (key: string) => Promise<T>) {
  const kept = new Map<string, Promise<T>>()
  return (key: string): Promise<T> => {
    const known = kept.get(key)
    if (known) return known
    const answer = make(key)
    kept.set(key, answer)
    if (kept.size > max) {
      const oldest = kept.keys().next()
      if (oldest.done !== true) kept.delete(oldest.value)
    }
    return answer
  }
}

export function remoteReactionLookup(
  remoteClient: (host: string) => ApiClient,
): (host: string, noteId: string) => Promise<ActionResult<Record<string, string>>> {
  // A failure is kept too: a host that is down is not asked again by every card.
  const lookup = remembered(200, (key) => {
    const [host = '', noteId = ''] = key.split(' ')
    return attempt(async () =>
      misskeyReactionUrls(await fetchMisskeyNote(remoteClient(host), noteId)),
    )
  })
  return (host, noteId) => lookup(`${host} ${noteId}`)
}

/** Enough of a file for its header and the first frames' structure. */
const PROBE_BYTES = 65_536

export function animationProbe(
  fetchImage: (url: string, init: RequestInit) => Promise<Response>,
): (url: string) => Promise<boolean> {
  return remembered(500, async (url) => {
    try {
      // A static asset, not an API call: no credentials, no referrer, only the first bytes.
      const response = await fetchImage(url, {
        headers: { Range: `bytes=0-${String(PROBE_BYTES - 1)}` },
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      })
      if (!response.ok) return false
      const bytes = new Uint8Array(await response.arrayBuffer())
      return isAnimatedImage(bytes.subarray(0, PROBE_BYTES))
    } catch {
      // Hosts that send no CORS headers cannot be read: the image is taken as still.
      return false
    }
  })
}

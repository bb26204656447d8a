// The card's calls to third parties (spec 2 §7): a Misskey-style host's note, for the images of
// its custom reactions, and the first bytes of an image, to learn whether it is animated. Both
// answers are kept per store, so cards that remount in a virtual list do not ask again, and a
// host that is down is not asked again by every card (a failure is kept too).
import type { Store } from 'jotai'
import { createApiClient } from '../../api/client'
import { fetchMisskeyNote, misskeyReactionUrls } from '../../api/misskey'
import { keyedAtoms } from '../../lib/keyed-atoms'
import { isAnimatedImage } from '../../lib/media/animated-image'
import type { LoadTarget } from './target'

/** Answers by key, per store, dropping the oldest past `max`. */
function remembered<T>(max: number, make: (key: string) => Promise<T>) {
  const kept = keyedAtoms<string, Promise<T>>()
  return (store: Store, key: string): Promise<T> => {
    const known = kept.peek(store, key)
    if (known) return known
    const answer = kept.get(store, key, make)
    if (kept.size(store) > max) {
      const [oldest] = kept.entries(store)
      if (oldest) kept.remove(store, oldest[0])
    }
    return answer
  }
}

const noteImages = remembered(200, async (key) => {
  const [host = '', noteId = ''] = key.split(' ')
  // A token-less client of the note's host: the account's token never travels to a third party.
  const remote = createApiClient({ baseUrl: host })
  return misskeyReactionUrls(await fetchMisskeyNote(remote, noteId))
})

/**
 * The custom reaction images of a note on a Misskey-style host (POST {host}/api/notes/show), by
 * shortcode; rejects when the host cannot be asked or answers with an error.
 */
export function loadRemoteReactionImages(
  target: LoadTarget,
  host: string,
  noteId: string,
): Promise<Record<string, string>> {
  return noteImages(target.store, `${host} ${noteId}`)
}

/** Enough of a file for its header and the first frames' structure. */
const PROBE_BYTES = 65_536

const probes = remembered(500, async (url) => {
  try {
    // A static asset, not an API call: no credentials, no referrer, only the first bytes.
    const response = await globalThis.fetch(url, {
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

/** Whether the image at this URL is animated (GIF, WEBP, APNG), from its first bytes. */
export function probeAnimation(target: LoadTarget, url: string): Promise<boolean> {
  return probes(target.store, url)
}

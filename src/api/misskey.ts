import type { ApiClient } from './client'
import type { ApiMisskeyNote } from './wire'

/**
 * Spec 2 section 7: a direct call to the third-party host a remote post came from, to learn the
 * image URLs of its custom reactions. `remote` is a token-less client for that host (never the
 * signed-in account's client: the account's token must not travel to another server).
 */
export function fetchMisskeyNote(remote: ApiClient, noteId: string): Promise<ApiMisskeyNote> {
  return remote.json<ApiMisskeyNote>('POST', '/api/notes/show', {
    json: { noteId },
    anonymous: true,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function pairsOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) {
    return value.flatMap((item): [string, unknown][] =>
      isRecord(item) && typeof item.name === 'string' ? [[item.name, item.url]] : [],
    )
  }
  return isRecord(value) ? Object.entries(value) : []
}

/**
 * The custom reaction images of a note answer, by shortcode: the third party's answer is not
 * trusted to have any shape, so anything but a string URL under a string name is dropped.
 * Names come as `blobcat`, `blobcat@host` or `:blobcat@host:`; each is kept as given (without
 * colons) and under its bare shortcode, which is how Akkoma names the reaction.
 */
export function misskeyReactionUrls(note: unknown): Record<string, string> {
  if (!isRecord(note)) return {}
  const urls = new Map<string, string>()
  for (const [rawName, url] of [...pairsOf(note.emojis), ...pairsOf(note.reactionEmojis)]) {
    if (typeof url !== 'string' || url === '') continue
    const name = rawName.replace(/^:|:$/g, '')
    const shortcode = name.split('@')[0] ?? ''
    if (name !== '') urls.set(name, url)
    if (shortcode !== '') urls.set(shortcode, url)
  }
  // fromEntries defines own properties, so a name like "__proto__" is only a key.
  return Object.fromEntries(urls)
}

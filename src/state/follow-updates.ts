// Akkoma tells both sides of a follow when it changes (approved, pending, ended) on their user
// stream: the viewer's relationship to the other account follows it at once, so a request
// approved on another device turns the follow button into "Following" without a reload.
import type { Store } from 'jotai'
import type { ApiFollowRelationshipsUpdate } from '../api/wire'
import { idOrNull } from '../entities/coerce'
import { getAccountCache, readEntity, type AccountCache, type AccountKey } from './entity-cache'
import { ingest, type IngestOptions } from './ingest'

/** The signed-in user of the account key ("nick@host"): the local user of that nickname. */
function viewerIdOf(cache: AccountCache, accountKey: AccountKey): string | undefined {
  const nickname = accountKey.slice(0, accountKey.lastIndexOf('@'))
  for (const user of cache.tables.users.values.values()) {
    if (user.screen_name === nickname) return user.id
  }
  return undefined
}

export function applyFollowUpdate(
  store: Store,
  accountKey: AccountKey,
  update: ApiFollowRelationshipsUpdate,
  options?: IngestOptions,
): void {
  const cache = getAccountCache(store, accountKey)
  const viewer = viewerIdOf(cache, accountKey)
  // Ids as the server wrote them: strings, or numbers from older servers.
  const follower = idOrNull(update.follower.id)
  const followed = idOrNull(update.following.id)
  if (follower === null || followed === null) return
  const accepted = update.state === 'follow_accept'
  const pending = update.state === 'follow_pending'
  if (viewer === follower) {
    const held = readEntity(cache, 'relationships', followed)
    if (held) {
      const next = { ...held, following: accepted, requested: pending }
      ingest(store, accountKey, { relationships: [next] }, options)
    }
  } else if (viewer === followed) {
    const held = readEntity(cache, 'relationships', follower)
    if (held) {
      const next = { ...held, followed_by: accepted, requested_by: pending }
      ingest(store, accountKey, { relationships: [next] }, options)
    }
  }
}

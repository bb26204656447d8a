import type { Relationship, User } from '../../entities'
import { useRelationship, useUser } from '../../state/hooks'
import { loadProfile, loadRelationship, useLoad } from '../../state/loaders'

export interface CardUser {
  user: User | undefined
  relationship: Relationship | undefined
  /** The account could not be loaded (it was not in the cache either). */
  failed: boolean
}

/**
 * The account the card shows, from the cache or fetched when the cache lacks it, and its
 * relationship to the viewer, fetched when the card opens (spec 3 §4: "The relationship is
 * fetched when the card is created"); visitors and one's own card have none.
 */
export function useCardUser(
  accountKey: string,
  userId: string,
  withRelationship: boolean,
): CardUser {
  const held = useUser(accountKey, userId)
  const fetched = useLoad(accountKey, held ? null : `profile:${userId}`, (target) =>
    loadProfile(target, userId),
  )
  useLoad(accountKey, withRelationship ? `relationship:${userId}` : null, (target) =>
    loadRelationship(target, userId),
  )
  const relationship = useRelationship(accountKey, withRelationship ? userId : null)
  const user = held ?? (fetched.status === 'ready' ? fetched.data : undefined)
  return { user, relationship, failed: !held && fetched.status === 'error' }
}

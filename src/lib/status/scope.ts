// Scope rules of spec 2 section 4 as the status card and reply form need them. The breadth
// order and the selector rules live with the composer (src/lib/composer/scopes.ts); this maps
// statuses and users onto them, so both places share one implementation.
import type { Status, Visibility } from '../../entities'
import { offeredScopes, scopeBreadth, suggestedReplyScope } from '../composer/scopes'
import type { PostScope } from '../composer/scopes'

export { scopeBreadth, offeredScopes, suggestedReplyScope }
export type { PostScope }

/** A status's visibility as a posting scope; list posts reach a chosen few, like private. */
export function postScopeOf(visibility: Visibility): PostScope {
  return visibility === 'list' ? 'private' : visibility
}

/** True when `scope` reaches no further than the original's visibility. */
export function isNoWiderThan(scope: PostScope, original: Visibility): boolean {
  return scopeBreadth(scope) <= scopeBreadth(postScopeOf(original))
}

export interface ReplyScopes {
  offered: PostScope[]
  suggested: PostScope
}

/** What a reply (or a new post when `original` is null) offers and starts with. */
export function replyScopes(
  original: Pick<Status, 'visibility'> | null,
  defaultScope: PostScope | null | undefined,
): ReplyScopes {
  const originalScope = original === null ? null : postScopeOf(original.visibility)
  // Spec 2 section 4: "For a local original only direct and local are offered."
  const offered: PostScope[] =
    originalScope === 'local' ? ['local', 'direct'] : offeredScopes(originalScope)
  const suggested = suggestedReplyScope(originalScope, defaultScope ?? 'public')
  // The suggestion never falls outside what the selector offers.
  return { offered, suggested: offered.includes(suggested) ? suggested : (offered[0] ?? 'direct') }
}

// Scope rules of spec 2 section 4 as the status card and reply form need them. The breadth
// order and the selector rules live with the composer (src/lib/composer/scopes.ts); this maps
// statuses and users onto them, so both places share one implementation.
import type { Status, Visibility } from '../../entities'
import { offeredScopes, postScopeOf, scopeBreadth, suggestedReplyScope } from '../composer/scopes'

export { scopeBreadth, offeredScopes, suggestedReplyScope }

/** True when `scope` reaches no further than the original's visibility. */
export function isNoWiderThan(scope: Visibility, original: Status['visibility']): boolean {
  return scopeBreadth(scope) <= scopeBreadth(postScopeOf(original))
}

export interface ReplyScopes {
  offered: Visibility[]
  suggested: Visibility
}

/** What a reply (or a new post when `original` is null) offers and starts with. */
export function replyScopes(
  original: Pick<Status, 'visibility'> | null,
  defaultScope: Visibility | null | undefined,
): ReplyScopes {
  const originalScope = original === null ? null : postScopeOf(original.visibility)
  // Spec 2 section 4: "For a local original only direct and local are offered."
  const offered: Visibility[] =
    originalScope === 'local' ? ['local', 'direct'] : offeredScopes(originalScope)
  const suggested = suggestedReplyScope(originalScope, defaultScope ?? 'public')
  // The suggestion never falls outside what the selector offers.
  return { offered, suggested: offered.includes(suggested) ? suggested : (offered[0] ?? 'direct') }
}

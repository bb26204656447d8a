// The interactions screen (spec 1: /users/{name}/interactions): tabs over the notifications,
// each with the filter spec 1 section 9 gives it. Moves are offered only to those who do not let
// their follows move along with an account (allow_following_move false).
import type { NotificationFilterKey } from './notification-types'

export const interactionTabs = ['mentions', 'likes', 'follows', 'moves'] as const

export type InteractionTab = (typeof interactionTabs)[number]

const filters: Record<InteractionTab, readonly NotificationFilterKey[]> = {
  mentions: ['mentions'],
  // "Favs and repeats": likes and repeats.
  likes: ['likes', 'repeats'],
  follows: ['follows'],
  moves: ['moves'],
}

/** The notification kinds a tab lists. */
export function interactionFilter(tab: InteractionTab): readonly NotificationFilterKey[] {
  return filters[tab]
}

/** The tabs shown: Moves only while the viewer's allow_following_move is off. */
export function interactionTabsFor(allowFollowingMove: boolean): readonly InteractionTab[] {
  return allowFollowingMove ? interactionTabs.filter((tab) => tab !== 'moves') : interactionTabs
}

export function isInteractionTab(value: unknown): value is InteractionTab {
  return typeof value === 'string' && (interactionTabs as readonly string[]).includes(value)
}

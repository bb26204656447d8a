import { routePath } from '../routes/route-table.ts'
import type { User } from './user.ts'

/** Nicknames that never get a by-name profile link (spec 1 §6), on top of the server's list. */
export const RESTRICTED_NICKNAMES: readonly string[] = ['admin', 'instance.actor', 'instance.relay']

const DAY_MS = 86_400_000

/**
 * An external user has a handle with an at-sign or, when the caller knows the local nicknames,
 * is not among them (spec 3 §2).
 */
export function isExternalUser(screenName: string, knownLocal?: readonly string[]): boolean {
  if (screenName.includes('@')) return true
  return knownLocal !== undefined && !knownLocal.includes(screenName)
}

export type ProfileLink =
  | { name: 'external-user-profile'; params: { id: string }; path: string }
  | { name: 'user-profile'; params: { name: string }; path: string }

/**
 * Profile route for a user: by screen name for local users, by id for external users, for users
 * without a screen name and for restricted nicknames (which would collide with app routes).
 */
export function profileLink(
  id: string,
  screenName: string | null | undefined,
  restrictedNicknames: readonly string[] = [],
): ProfileLink {
  const byId =
    !screenName ||
    isExternalUser(screenName) ||
    RESTRICTED_NICKNAMES.includes(screenName) ||
    restrictedNicknames.includes(screenName)
  if (byId || !screenName) {
    return {
      name: 'external-user-profile',
      params: { id },
      path: routePath('external-user-profile', { id }),
    }
  }
  return {
    name: 'user-profile',
    params: { name: screenName },
    path: routePath('user-profile', { name: screenName }),
  }
}

/**
 * Posts per day on the user card (spec 3 §5): round(statuses_count / ceil(days since
 * created_at)). A day is 86 400 000 ms; an account younger than a day counts as one day.
 */
export function dailyPostAverage(
  user: Pick<User, 'statuses_count' | 'created_at'>,
  now: number = Date.now(),
): number {
  const created = Date.parse(user.created_at)
  if (Number.isNaN(created)) return 0
  const days = Math.max(1, Math.ceil((now - created) / DAY_MS))
  return Math.round(user.statuses_count / days)
}

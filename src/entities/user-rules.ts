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
 * `hash` names a tab of the profile (`media`, `followers` ...).
 */
export function profileLink(
  id: string,
  screenName: string | null | undefined,
  restrictedNicknames: readonly string[] = [],
  hash?: string,
): ProfileLink {
  const query = hash === undefined || hash === '' ? {} : { hash }
  const byId =
    !screenName ||
    isExternalUser(screenName) ||
    RESTRICTED_NICKNAMES.includes(screenName) ||
    restrictedNicknames.includes(screenName)
  if (byId || !screenName) {
    return {
      name: 'external-user-profile',
      params: { id },
      path: routePath('external-user-profile', { id }, query),
    }
  }
  return {
    name: 'user-profile',
    params: { name: screenName },
    path: routePath('user-profile', { name: screenName }, query),
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

/** The host of a handle (`bob@remote.example` → `remote.example`); null for a local handle. */
export function accountDomain(screenName: string): string | null {
  const at = screenName.lastIndexOf('@')
  const host = at < 0 ? '' : screenName.slice(at + 1).trim()
  return host === '' ? null : host.toLowerCase()
}

/** The account's feed (spec 3 §2): its profile URL plus `.rss`; null without a web address. */
export function feedUrl(user: Pick<User, 'statusnet_profile_url'>): string | null {
  const profile = webAddress(user.statusnet_profile_url)
  return profile === null ? null : `${profile.href.replace(/\/$/, '')}.rss`
}

/**
 * Where a visitor's remote follow form posts (spec 3 §2): the protocol and host of the
 * account's profile URL plus `/main/ostatus`; null without a web address.
 */
export function remoteFollowUrl(user: Pick<User, 'statusnet_profile_url'>): string | null {
  const profile = webAddress(user.statusnet_profile_url)
  return profile === null ? null : `${profile.protocol}//${profile.host}/main/ostatus`
}

function webAddress(raw: string): URL | null {
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

export type UserBadge = 'admin' | 'moderator' | 'bot' | 'locked' | 'deactivated'

/**
 * The badges of an account (spec 3 §6): its role (admin takes precedence over moderator), the
 * lock of a locked account, and the deactivated and bot badges unless the bio is hidden.
 */
export function userBadges(
  user: Pick<User, 'role' | 'bot' | 'locked' | 'deactivated'>,
  options: { hideBio?: boolean } = {},
): UserBadge[] {
  const badges: UserBadge[] = []
  if (user.role === 'admin' || user.role === 'moderator') badges.push(user.role)
  if (user.locked) badges.push('locked')
  if (options.hideBio !== true) {
    if (user.deactivated) badges.push('deactivated')
    if (user.bot) badges.push('bot')
  }
  return badges
}

// The sections of a profile (spec 1 §2 "Profile tabs"), kept in the URL hash: which ones a
// viewer gets, which one a hash or the userProfileDefaultTab setting names.
import type { User } from '../../entities'

export const PROFILE_TABS = [
  'statuses',
  'replies',
  'media',
  'followees',
  'followers',
  'favorites',
] as const

export type ProfileTab = (typeof PROFILE_TABS)[number]

export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === 'string' && (PROFILE_TABS as readonly string[]).includes(value)
}

/** The tab a location hash names (with or without '#'); undefined for anything else. */
export function tabOfHash(hash: string): ProfileTab | undefined {
  const bare = hash.replace(/^#/, '')
  // The spec's setting value and older links say "friends" for followees.
  if (bare === 'friends') return 'followees'
  return isProfileTab(bare) ? bare : undefined
}

/**
 * The tabs shown: favourites only on one's own profile (signed in), followees and followers
 * unless the account hides them from others.
 */
export function profileTabs(
  user: Pick<User, 'hide_follows' | 'hide_followers'>,
  own: boolean,
): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'favorites') return own
    if (tab === 'followees') return own || !user.hide_follows
    if (tab === 'followers') return own || !user.hide_followers
    return true
  })
}

/**
 * The tab to show: the one asked for when the viewer may see it, else the viewer's default tab
 * (userProfileDefaultTab) when shown, else statuses.
 */
export function shownTab(
  asked: ProfileTab | undefined,
  defaultTab: string,
  available: readonly ProfileTab[],
): ProfileTab {
  if (asked !== undefined && available.includes(asked)) return asked
  const fallback = tabOfHash(defaultTab)
  return fallback !== undefined && available.includes(fallback) ? fallback : 'statuses'
}

/**
 * A count on the card, or 'hidden' when its owner hides it from others (hide_follows_count,
 * hide_followers_count); the owner always sees their own.
 */
export function shownCount(count: number, hidden: boolean, own: boolean): number | 'hidden' {
  return hidden && !own ? 'hidden' : count
}

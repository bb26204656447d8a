// Pure rules of the announcements list (spec 1 sections 4 and 9): what counts as unread, how an
// admin's list merges the read state of the user's list, and how a reaction changes one.

import type { Announcement } from '../../entities/misc'

/** Unread announcements count into the unseen count (spec 2, notifications list). */
export function unreadAnnouncementCount(announcements: readonly Announcement[]): number {
  return announcements.filter((announcement) => !announcement.read && !announcement.inactive).length
}

/**
 * Spec 1 section 4: an admin's list is every announcement (from the admin call), with the read
 * state of the user's list; one the user's list lacks is inactive (ended or not started).
 */
export function mergeAdminAnnouncements(
  user: readonly Announcement[],
  admin: readonly Announcement[],
): Announcement[] {
  const active = new Map(user.map((announcement) => [announcement.id, announcement]))
  return admin.map((announcement) => {
    const seen = active.get(announcement.id)
    return seen
      ? { ...announcement, read: seen.read, reactions: seen.reactions }
      : { ...announcement, inactive: true }
  })
}

/** Newest first, as the server publishes them. */
export function newestAnnouncementsFirst(list: readonly Announcement[]): Announcement[] {
  return [...list].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
}

/** The reader adds (`on`) or takes back their reaction `name`. */
export function withReaction(announcement: Announcement, name: string, on: boolean): Announcement {
  const held = announcement.reactions.find((reaction) => reaction.name === name)
  if (held && held.me === on) return announcement
  let reactions
  if (held) {
    reactions = announcement.reactions
      .map((reaction) =>
        reaction.name === name
          ? { ...reaction, me: on, count: reaction.count + (on ? 1 : -1) }
          : reaction,
      )
      .filter((reaction) => reaction.count > 0)
  } else if (on) {
    reactions = [...announcement.reactions, { name, count: 1, me: true, url: null }]
  } else {
    return announcement
  }
  return { ...announcement, reactions }
}

/**
 * Whether the reader can react to announcements: Mastodon has announcement reactions, Akkoma
 * none (its announcements always list no reactions); any other server that lists some has them.
 */
export function announcementReactionsOffered(
  software: string,
  announcements: readonly Announcement[],
): boolean {
  return software === 'mastodon' || announcements.some((item) => item.reactions.length > 0)
}

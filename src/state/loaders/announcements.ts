import { fetchAnnouncements } from '../../api/announcements'
import type { Announcement } from '../../entities/misc'
import { normalizeAnnouncement } from '../../entities/normalize-misc'
import { clientOf, type LoadTarget } from './target'

/** The announcements the account can read, with their read state (an entry without an id is
 * left out and logged by the normaliser). */
export async function loadAnnouncements(target: LoadTarget): Promise<Announcement[]> {
  const found = await fetchAnnouncements(clientOf(target))
  return Array.isArray(found) ? found.flatMap((raw) => normalizeAnnouncement(raw) ?? []) : []
}

/** Unread announcements count into the unseen count (spec 2, notifications list). */
export function unreadAnnouncementCount(announcements: readonly Announcement[]): number {
  return announcements.filter((announcement) => !announcement.read && !announcement.inactive).length
}

import type { Store } from '../store/store'
import type { Announcement, Notification, Report, UserList } from '../store/types'
import { renderAccount, renderAdminUser, type Json, type Viewer } from './account'
import { isoDate, naiveDate } from './dates'
import { renderStatus } from './status'
import { tagHistories } from './tag'

export function renderNotification(viewer: Viewer, n: Notification): Json | null {
  const { store } = viewer
  const actor = store.user(n.actorId)
  if (!actor) return null
  const out: Json = {
    id: String(n.id),
    type: n.type,
    created_at: isoDate(n.createdAt),
    account: renderAccount(viewer, actor),
    pleroma: {
      is_seen: n.seen,
      is_muted: viewer.user ? store.isMuting(viewer.user.id, actor.id) : false,
    },
  }
  if (n.statusId) {
    const status = store.statuses.get(n.statusId)
    if (!status) return null
    out.status = renderStatus(viewer, status)
  }
  if (n.type === 'pleroma:emoji_reaction') {
    out.emoji = n.emoji
    out.emoji_url = n.emojiUrl
  }
  if (n.type === 'move') {
    const target = n.targetId ? store.user(n.targetId) : undefined
    if (!target) return null
    out.target = renderAccount(viewer, target)
  }
  if (n.type === 'pleroma:report') {
    const report = n.reportId ? store.reports.get(n.reportId) : undefined
    if (!report) return null
    out.report = renderAdminReport(viewer, report)
  }
  return out
}

export const renderList = (list: UserList): Json => ({ id: list.id, title: list.title })

export function renderTag(
  store: Store,
  name: string,
  viewerId: string | null,
  history: Json[] = tagHistories(store, [name]).get(name.toLowerCase()) ?? [],
): Json {
  return {
    name,
    url: `${store.origin}/tags/${name}`,
    history,
    following: !!viewerId && !!store.followedTags.get(viewerId)?.has(name),
  }
}

export function renderAnnouncement(
  store: Store,
  a: Announcement,
  viewerId: string | null,
  admin = false,
): Json {
  const out: Json = {
    id: a.id,
    content: a.content,
    starts_at: a.startsAt === null ? null : naiveDate(a.startsAt),
    ends_at: a.endsAt === null ? null : naiveDate(a.endsAt),
    all_day: a.allDay,
    published_at: naiveDate(a.publishedAt),
    updated_at: naiveDate(a.updatedAt),
    mentions: [],
    statuses: [],
    tags: [],
    emojis: [],
    reactions: store.settings.announcementReactions
      ? renderAnnouncementReactions(store, a, viewerId)
      : [],
  }
  if (viewerId) out.read = a.readBy.has(viewerId)
  if (admin) out.pleroma = { raw_content: a.content.replace(/<[^>]*>/g, '') }
  return out
}

/** Mastodon's `AnnouncementReaction`: name, count, whether the viewer is among them, and the
 * image of a custom emoji. */
function renderAnnouncementReactions(
  store: Store,
  a: Announcement,
  viewerId: string | null,
): Json[] {
  return [...(a.reactions ?? [])].flatMap(([name, users]) => {
    if (users.size === 0) return []
    const emoji = store.emoji(name)
    const url = emoji ? `${store.origin}${emoji.file}` : undefined
    return [
      {
        name,
        count: users.size,
        me: viewerId !== null && users.has(viewerId),
        ...(url ? { url, static_url: url } : {}),
      },
    ]
  })
}

function adminAccount(viewer: Viewer, userId: string): Json | null {
  const user = viewer.store.user(userId)
  return user ? { ...renderAccount(viewer, user), ...renderAdminUser(viewer.store, user) } : null
}

export function renderAdminReport(viewer: Viewer, report: Report): Json {
  const { store } = viewer
  return {
    id: report.id,
    account: adminAccount(viewer, report.accountId),
    actor: adminAccount(viewer, report.actorId),
    content: report.comment || null,
    created_at: isoDate(report.createdAt),
    statuses: report.statusIds.flatMap((id) => {
      const s = store.statuses.get(id)
      return s ? [renderStatus(viewer, s)] : []
    }),
    state: report.state,
    notes: report.notes.map((n) => ({
      id: n.id,
      content: n.content,
      user: adminAccount(viewer, n.userId),
      created_at: isoDate(n.createdAt),
    })),
  }
}

import { pairKey, type Store } from '../store/store'
import { escapeHtml, profileUrl } from '../store/text'
import type { User } from '../store/types'
import { isoDate } from './dates'

export type Json = Record<string, unknown>

export interface Viewer {
  store: Store
  /** The signed-in user, or null for a visitor or an app token. */
  user: User | null
}

export function fileUrl(store: Store, path: string | null): string | null {
  return path ? `${store.origin}${path}` : null
}

function remoteInstance(store: Store, user: User): Json | null {
  if (!user.domain) return null
  return {
    name: user.domain,
    favicon: `${store.origin}/favicon.png`,
    nodeinfo: {
      version: '2.0',
      software: {
        name: user.domain.startsWith('misskey') ? 'misskey' : 'mastodon',
        version: '4.3.2',
      },
      openRegistrations: true,
      metadata: {},
    },
  }
}

export function renderRelationship(store: Store, viewerId: string, target: User): Json {
  const follow = store.follows.get(pairKey(viewerId, target.id))
  const back = store.follows.get(pairKey(target.id, viewerId))
  const mute = store.mutes.get(pairKey(viewerId, target.id))
  const muting = store.isMuting(viewerId, target.id)
  return {
    id: target.id,
    following: follow?.state === 'accepted',
    followed_by: back?.state === 'accepted',
    blocking: store.isBlocking(viewerId, target.id),
    blocked_by: store.isBlocking(target.id, viewerId),
    muting,
    muting_notifications: muting && (mute?.notifications ?? false),
    subscribing: follow?.notify ?? false,
    notifying: follow?.notify ?? false,
    requested: follow?.state === 'pending',
    requested_by: back?.state === 'pending',
    domain_blocking: store.isDomainBlocked(viewerId, target),
    showing_reblogs: follow ? follow.reblogs : true,
    endorsed: store.endorsements.get(viewerId)?.has(target.id) ?? false,
    note: store.notes.get(pairKey(viewerId, target.id)) ?? '',
  }
}

export function renderMention(store: Store, user: User): Json {
  return {
    id: user.id,
    acct: store.acct(user),
    username: user.nickname,
    url: profileUrl(store, user),
  }
}

export function renderCustomEmoji(store: Store, shortcode: string): Json | null {
  const emoji = store.emoji(shortcode)
  if (!emoji) return null
  const url = `${store.origin}${emoji.file}`
  return { shortcode, url, static_url: url, visible_in_picker: false }
}

/** Profile field values are linkified like Akkoma's formatter does (`rel="ugc"`). */
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" rel="ugc">${url}</a>`)

export function noteHtml(user: User): string {
  return user.note ? `<p>${escapeHtml(user.note).replace(/\n/g, '<br/>')}</p>` : ''
}

function emojisOf(store: Store, text: string): Json[] {
  const out: Json[] = []
  for (const m of text.matchAll(/:([a-zA-Z0-9_]+):/g)) {
    const e = m[1] ? renderCustomEmoji(store, m[1]) : null
    if (e && !out.some((x) => x.shortcode === e.shortcode)) out.push(e)
  }
  return out
}

export interface AccountOptions {
  withRelationship?: boolean
  /** verify_credentials and update_credentials add the settings store. */
  withSettingsStore?: boolean
}

/** `MastodonAPI.AccountView "show.json"`, viewer dependent. */
export function renderAccount(viewer: Viewer, user: User, options: AccountOptions = {}): Json {
  const { store } = viewer
  const self = viewer.user?.id === user.id
  const lastStatus = lastStatusAt(store, user.id)
  const hideFollowers = user.hideFollowersCount && !self
  const hideFollows = user.hideFollowsCount && !self
  const avatar = fileUrl(store, user.avatarFile) ?? `${store.origin}/images/avi.png`
  const header = fileUrl(store, user.headerFile) ?? `${store.origin}/images/banner.png`
  const pleroma: Json = {
    ap_id: profileUrl(store, user),
    also_known_as: user.alsoKnownAs,
    is_confirmed: user.isConfirmed,
    is_suggested: user.isSuggested,
    tags: user.tags,
    hide_followers_count: user.hideFollowersCount,
    hide_follows_count: user.hideFollowsCount,
    hide_followers: user.hideFollowers,
    hide_follows: user.hideFollows,
    hide_favorites: user.hideFavorites,
    relationship:
      options.withRelationship && viewer.user
        ? renderRelationship(store, viewer.user.id, user)
        : {},
    skip_thread_containment: user.skipThreadContainment,
    background_image: fileUrl(store, user.backgroundFile),
    favicon: user.domain ? `${store.origin}/favicon.png` : null,
  }
  if (self || user.showRole) {
    pleroma.is_admin = user.role === 'admin'
    pleroma.is_moderator = user.role === 'moderator'
  }
  if (viewer.user && viewer.user.role !== 'member') pleroma.deactivated = !user.isActive
  const account: Json = {
    id: user.id,
    username: user.nickname,
    acct: store.acct(user),
    display_name: user.displayName || user.nickname,
    locked: user.locked,
    created_at: isoDate(user.createdAt),
    followers_count: hideFollowers ? 0 : store.followersOf(user.id).length,
    following_count: hideFollows ? 0 : followingCount(store, user.id),
    statuses_count: store.statusesCount(user.id),
    note: noteHtml(user),
    url: profileUrl(store, user),
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    emojis: emojisOf(store, `${user.displayName} ${user.note}`),
    fields: user.fields.map((f) => ({
      name: escapeHtml(f.name),
      value: linkify(f.value),
      ...(f.verifiedAt === undefined ? {} : { verified_at: isoDate(f.verifiedAt) }),
    })),
    bot: user.bot,
    source: {
      note: user.note,
      sensitive: false,
      fields: user.fields.map((f) => ({ name: f.name, value: f.value })),
      pleroma: { discoverable: user.discoverable, actor_type: user.bot ? 'Service' : 'Person' },
    },
    last_status_at: lastStatus,
    fqn: `${user.nickname}@${user.domain ?? store.host()}`,
    akkoma: {
      instance: remoteInstance(store, user),
      status_ttl_days: user.statusTtlDays,
      permit_followback: user.permitFollowback,
    },
    pleroma,
  }
  if (self) addSelfFields(store, user, account, pleroma, options)
  return account
}

function addSelfFields(store: Store, user: User, account: Json, pleroma: Json, o: AccountOptions) {
  let requests = 0
  for (const f of store.follows.values())
    if (f.followeeId === user.id && f.state === 'pending') requests++
  account.follow_requests_count = requests
  account.accepts_direct_messages_from = user.acceptsDirectMessagesFrom
  account.source = {
    ...(account.source as Json),
    privacy: user.privacy,
    sensitive: user.defaultSensitive,
    pleroma: {
      discoverable: user.discoverable,
      actor_type: user.bot ? 'Service' : 'Person',
      show_role: user.showRole,
      no_rich_text: user.noRichText,
    },
  }
  pleroma.notification_settings = user.notificationSettings
  pleroma.allow_following_move = user.allowFollowingMove
  pleroma.unread_conversation_count = [...store.conversations.values()].filter(
    (c) => c.userId === user.id && c.unread,
  ).length
  pleroma.unread_notifications_count = store.notifications.filter(
    (n) => n.userId === user.id && !n.seen,
  ).length
  pleroma.email = user.email
  if (o.withSettingsStore) pleroma.settings_store = user.settingsStore
}

function followingCount(store: Store, userId: string): number {
  let n = 0
  for (const f of store.follows.values()) if (f.followerId === userId && f.state === 'accepted') n++
  return n
}

function lastStatusAt(store: Store, userId: string): string | null {
  const at = store.lastPostAt.get(userId)
  return at === undefined ? null : isoDate(at).slice(0, 10)
}
/** The admin API's user view (`AdminAPI.AccountView "show.json"`). */
export function renderAdminUser(store: Store, user: User): Json {
  const avatar = fileUrl(store, user.avatarFile) ?? `${store.origin}/images/avi.png`
  return {
    id: user.id,
    email: user.email,
    avatar,
    nickname: store.acct(user),
    display_name: user.displayName || user.nickname,
    is_active: user.isActive,
    local: user.domain === null,
    roles: { admin: user.role === 'admin', moderator: user.role === 'moderator' },
    tags: user.tags,
    is_confirmed: user.isConfirmed,
    is_approved: user.isApproved,
    is_suggested: user.isSuggested,
    url: profileUrl(store, user),
    registration_reason: user.registrationReason,
    actor_type: user.bot ? 'Service' : 'Person',
    created_at: isoDate(user.createdAt),
  }
}

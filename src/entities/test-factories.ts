// The one module of test factories, for tests in every layer.
//
// Client entities take their id first and vary only what a test looks at: `status('5')`,
// `repeat('6', '5')`, `reply('7', '5')`, `user('u1')`, `poll('p1')`. A status is written by user
// 'u1' unless told otherwise.
//
// Akkoma-shaped wire objects take overrides and get a fresh id from one counter, so ids of
// objects made later compare greater (see compareIds): `apiStatus()`, `apiAccount({ ... })`.
import type {
  ApiAccount,
  ApiAttachment,
  ApiNotification,
  ApiPoll,
  ApiRelationship,
  ApiStatus,
} from '../api/wire/index.ts'
import type { Notification } from './notification.ts'
import type { Poll } from './poll.ts'
import type { Status } from './status.ts'
import type { Relationship, User } from './user.ts'

let counter = 100_000

/** A fresh numeric-string id; all ids have the same length, so they order as strings too. */
export function nextId(): string {
  counter += 1
  return String(counter)
}

export function apiRelationship(overrides: Partial<ApiRelationship> = {}): ApiRelationship {
  return {
    id: nextId(),
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    subscribing: false,
    notifying: false,
    requested: false,
    requested_by: false,
    domain_blocking: false,
    showing_reblogs: true,
    endorsed: false,
    note: '',
    ...overrides,
  }
}

export function apiAccount(overrides: Partial<ApiAccount> = {}): ApiAccount {
  const id = overrides.id ?? nextId()
  const username = overrides.username ?? `user${id}`
  const acct = overrides.acct ?? username
  return {
    id,
    username,
    acct,
    display_name: username,
    locked: false,
    created_at: '2025-01-01T00:00:00.000Z',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    note: '',
    url: `https://akkoma.example/users/${username}`,
    avatar: 'https://akkoma.example/images/avi.png',
    avatar_static: 'https://akkoma.example/images/avi.png',
    header: 'https://akkoma.example/images/banner.png',
    header_static: 'https://akkoma.example/images/banner.png',
    emojis: [],
    fields: [],
    bot: false,
    fqn: acct.includes('@') ? acct : `${acct}@akkoma.example`,
    pleroma: {
      ap_id: `https://akkoma.example/users/${username}`,
      is_admin: false,
      is_moderator: false,
      tags: [],
      hide_followers: false,
      hide_follows: false,
      hide_followers_count: false,
      hide_follows_count: false,
      relationship: {},
      background_image: null,
    },
    akkoma: { instance: null, status_ttl_days: null, permit_followback: false },
    ...overrides,
  }
}

export function apiAttachment(overrides: Partial<ApiAttachment> = {}): ApiAttachment {
  const id = overrides.id ?? nextId()
  return {
    id,
    type: 'image',
    url: `https://akkoma.example/media/${id}.png`,
    remote_url: `https://akkoma.example/media/${id}.png`,
    preview_url: `https://akkoma.example/media/${id}.png`,
    text_url: `https://akkoma.example/media/${id}.png`,
    description: null,
    blurhash: null,
    pleroma: { mime_type: 'image/png' },
    ...overrides,
  }
}

export function apiPoll(overrides: Partial<ApiPoll> = {}): ApiPoll {
  return {
    id: nextId(),
    expires_at: '2030-01-01T00:00:00.000Z',
    expired: false,
    multiple: false,
    votes_count: 0,
    voters_count: null,
    options: [
      { title: 'yes', votes_count: 0 },
      { title: 'no', votes_count: 0 },
    ],
    emojis: [],
    voted: false,
    own_votes: [],
    ...overrides,
  }
}

export function apiStatus(overrides: Partial<ApiStatus> = {}): ApiStatus {
  const id = overrides.id ?? nextId()
  const content = overrides.content ?? `status ${id}`
  return {
    id,
    uri: `https://akkoma.example/objects/${id}`,
    url: `https://akkoma.example/notice/${id}`,
    account: overrides.account ?? apiAccount(),
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    card: null,
    content,
    text: null,
    created_at: '2025-10-20T08:00:00.000Z',
    edited_at: null,
    reblogs_count: 0,
    replies_count: 0,
    favourites_count: 0,
    reblogged: false,
    favourited: false,
    bookmarked: false,
    muted: false,
    pinned: false,
    sensitive: false,
    spoiler_text: '',
    visibility: 'public',
    media_attachments: [],
    poll: null,
    mentions: [],
    tags: [],
    application: null,
    language: null,
    emojis: [],
    quote_id: null,
    quote: null,
    emoji_reactions: [],
    pleroma: {
      local: true,
      conversation_id: Number(id),
      context: `https://akkoma.example/contexts/${id}`,
      in_reply_to_account_acct: null,
      content: { 'text/plain': content },
      spoiler_text: { 'text/plain': '' },
      expires_at: null,
      direct_conversation_id: null,
      thread_muted: false,
      emoji_reactions: [],
      parent_visible: true,
      pinned_at: null,
    },
    akkoma: { source: { content, mediaType: 'text/plain' } },
    ...overrides,
  }
}

/** A reblog wrapper around `original`, by `account` (a fresh account by default). */
export function apiReblog(original: ApiStatus, overrides: Partial<ApiStatus> = {}): ApiStatus {
  return apiStatus({
    content: '',
    reblog: original,
    reblogged: true,
    pleroma: { local: true, pinned_at: null },
    ...overrides,
  })
}

const STATUS_NOTIFICATION_TYPES = new Set([
  'mention',
  'favourite',
  'reblog',
  'poll',
  'update',
  'status',
  'pleroma:emoji_reaction',
])

/** A notification; types about a status get a fresh status unless one is given. */
export function apiNotification(overrides: Partial<ApiNotification> = {}): ApiNotification {
  const type = overrides.type ?? 'mention'
  return {
    id: nextId(),
    type,
    created_at: '2025-10-20T08:15:02.000Z',
    account: apiAccount(),
    pleroma: { is_seen: false, is_muted: false },
    status: STATUS_NOTIFICATION_TYPES.has(type) ? apiStatus() : null,
    ...overrides,
  }
}

// Client entities.

export function user(id: string, overrides: Partial<User> = {}): User {
  return {
    id,
    screen_name: `user${id}`,
    screen_name_ui: `user${id}`,
    fqn: `user${id}@local.example`,
    statusnet_profile_url: `https://local.example/users/user${id}`,
    ap_id: null,
    name: `User ${id}`,
    name_html: `User ${id}`,
    description: '',
    description_html: '',
    fields: [],
    fields_html: [],
    fields_text: [],
    profile_image_url: '',
    profile_image_url_original: '',
    cover_photo: '',
    friends_count: 0,
    followers_count: 0,
    statuses_count: 0,
    bot: false,
    locked: false,
    created_at: '2024-01-01T00:00:00.000Z',
    last_status_at: null,
    background_image: null,
    favicon: null,
    hide_follows: false,
    hide_followers: false,
    hide_follows_count: false,
    hide_followers_count: false,
    hide_favorites: true,
    allow_following_move: true,
    default_scope: null,
    no_rich_text: false,
    default_nsfw: false,
    show_role: true,
    discoverable: false,
    tags: [],
    deactivated: false,
    notification_settings: { block_from_strangers: false, hide_notification_contents: false },
    rights: { moderator: false, admin: false },
    role: 'member',
    is_local: true,
    instance: null,
    status_ttl_days: null,
    permit_followback: false,
    follow_request_count: 0,
    accepts_direct_messages_from: null,
    also_known_as: [],
    emoji: [],
    unread_notifications_count: 0,
    moved_to_id: null,
    ...overrides,
  }
}

export function status(id: string, overrides: Partial<Status> = {}): Status {
  return {
    id,
    type: 'status',
    user_id: 'u1',
    text: `status ${id}`,
    raw_html: `<p>status ${id}</p>`,
    summary: '',
    summary_raw_html: '',
    visibility: 'public',
    language: null,
    media_type: null,
    nsfw: false,
    attachments: [],
    emojis: [],
    tags: [],
    attentions: [],
    in_reply_to_status_id: null,
    in_reply_to_user_id: null,
    in_reply_to_screen_name: null,
    in_reply_to_ap_id: null,
    parent_visible: true,
    quote_id: null,
    quote_url: null,
    card: null,
    poll_id: null,
    replies_count: 0,
    fave_num: 0,
    repeat_num: 0,
    favorited: false,
    repeated: false,
    bookmarked: false,
    pinned: false,
    thread_muted: false,
    muted: false,
    edited_at: null,
    created_at: '2024-01-01T00:00:00.000Z',
    is_local: true,
    uri: `https://local.example/objects/${id}`,
    external_url: `https://local.example/notice/${id}`,
    deleted: false,
    retweeted_status_id: null,
    emoji_reactions: [],
    translation: null,
    statusnet_conversation_id: null,
    context: null,
    direct_conversation_id: null,
    expires_at: null,
    pinned_at: null,
    application: null,
    source_text: null,
    ...overrides,
  }
}

/** A repeat (reblog wrapper) of `originalId`. */
export function repeat(id: string, originalId: string, overrides: Partial<Status> = {}): Status {
  return status(id, { type: 'retweet', retweeted_status_id: originalId, ...overrides })
}

export function reply(id: string, parentId: string, overrides: Partial<Status> = {}): Status {
  return status(id, { in_reply_to_status_id: parentId, in_reply_to_user_id: 'u2', ...overrides })
}

export function poll(id: string, overrides: Partial<Poll> = {}): Poll {
  return {
    id,
    options: [
      { title: 'yes', title_html: 'yes', votes_count: 1 },
      { title: 'no', title_html: 'no', votes_count: 0 },
    ],
    multiple: false,
    voted: false,
    own_votes: [],
    expired: false,
    expires_at: null,
    votes_count: 1,
    voters_count: 1,
    emojis: [],
    ...overrides,
  }
}

export function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'mention',
    seen: false,
    is_muted: false,
    created_at: '2024-01-01T00:00:00.000Z',
    from_profile_id: 'u2',
    status_id: null,
    target_id: null,
    emoji: null,
    emoji_url: null,
    report_id: null,
    ...overrides,
  }
}

export function relationship(id: string, overrides: Partial<Relationship> = {}): Relationship {
  return {
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    requested: false,
    requested_by: false,
    muting: false,
    muting_notifications: false,
    subscribing: false,
    showing_reblogs: true,
    domain_blocking: false,
    endorsed: false,
    note: '',
    ...overrides,
  }
}

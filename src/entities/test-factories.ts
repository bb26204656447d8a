// Tiny factories of Akkoma-shaped wire objects for tests in every layer. Each call gets a fresh
// id from one counter, so ids of objects made later compare greater (see compareIds).
import type {
  ApiAccount,
  ApiAttachment,
  ApiNotification,
  ApiPoll,
  ApiRelationship,
  ApiStatus,
} from '../api/wire/index.ts'

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

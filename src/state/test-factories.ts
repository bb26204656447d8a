// Tiny factories of client entities for the state layer's tests: `status('5')`,
// `repeat('6', '5')`, `user('u1')`. Only what the rules look at varies; the rest is filler.

import type { Notification } from '../entities/notification'
import type { Poll } from '../entities/poll'
import type { Status } from '../entities/status'
import type { Relationship, User } from '../entities/user'

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

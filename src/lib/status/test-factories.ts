// Tiny factories for the status rule tests: a realistic status, user and poll with overrides.
import type { Poll, Relationship, Status, User } from '../../entities'

export function status(id: string, overrides: Partial<Status> = {}): Status {
  return {
    id,
    type: 'status',
    user_id: 'author',
    text: 'hello world',
    raw_html: '<p>hello world</p>',
    summary: '',
    summary_raw_html: '',
    visibility: 'public',
    language: 'en',
    media_type: 'text/plain',
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
    created_at: '2025-10-20T08:15:02.000Z',
    is_local: true,
    uri: `https://akkoma.example/objects/${id}`,
    external_url: `https://akkoma.example/notice/${id}`,
    deleted: false,
    retweeted_status_id: null,
    emoji_reactions: [],
    translation: null,
    statusnet_conversation_id: 'conv1',
    context: null,
    direct_conversation_id: null,
    expires_at: null,
    pinned_at: null,
    application: null,
    source_text: null,
    ...overrides,
  }
}

/** A repeat of `original` by `by`. */
export function repeat(id: string, original: Status, by: string): Status {
  return status(id, {
    type: 'retweet',
    user_id: by,
    text: '',
    raw_html: '',
    retweeted_status_id: original.id,
  })
}

export function user(id: string, overrides: Partial<Pick<User, 'bot' | 'rights' | 'locked'>> = {}) {
  return {
    id,
    screen_name: id,
    bot: false,
    locked: false,
    rights: { moderator: false, admin: false },
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

export function poll(overrides: Partial<Poll> = {}): Poll {
  return {
    id: 'poll1',
    options: [
      { title: 'yes', title_html: 'yes', votes_count: 2 },
      { title: 'no', title_html: 'no', votes_count: 1 },
    ],
    multiple: false,
    voted: false,
    own_votes: [],
    expired: false,
    expires_at: '2025-10-21T08:00:00.000Z',
    votes_count: 3,
    voters_count: null,
    emojis: [],
    ...overrides,
  }
}

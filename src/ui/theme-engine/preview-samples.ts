// The sample a theme preview shows: two people, a post of one with a link, greentext and a poll,
// and the other's favourite of it, as client entities for a store of the preview's own. Nothing
// here reaches a server; the texts are the preview's messages.

import type { IntlShape } from 'react-intl'
import type { Poll, Status, User } from '../../entities'
import type { Notification } from '../../entities/notification'
import type { IngestInput } from '../../state/ingest'
import { previewMessages as m } from './preview-messages'

/** The account the preview's cards belong to: a name no instance can have. */
export const previewAccount = 'preview@theme-preview.invalid'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const now = () => new Date(Date.now() - 5 * 60_000).toISOString()

function person(id: string, name: string, screenName: string): User {
  return {
    id,
    screen_name: screenName,
    screen_name_ui: screenName,
    fqn: `${screenName}@theme-preview.invalid`,
    statusnet_profile_url: `https://theme-preview.invalid/users/${screenName}`,
    ap_id: null,
    name,
    name_html: escape(name),
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
    statuses_count: 1,
    bot: false,
    locked: false,
    created_at: now(),
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
    show_role: false,
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
  }
}

function post(id: string, userId: string, html: string, text: string, pollId: string): Status {
  return {
    id,
    type: 'status',
    user_id: userId,
    text,
    raw_html: html,
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
    poll_id: pollId,
    replies_count: 2,
    fave_num: 5,
    repeat_num: 1,
    favorited: true,
    repeated: false,
    bookmarked: false,
    pinned: false,
    thread_muted: false,
    muted: false,
    edited_at: null,
    created_at: now(),
    is_local: true,
    uri: `https://theme-preview.invalid/objects/${id}`,
    external_url: `https://theme-preview.invalid/notice/${id}`,
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
  }
}

function poll(intl: IntlShape): Poll {
  const option = (title: string, votes: number) => ({
    title,
    title_html: escape(title),
    votes_count: votes,
  })
  return {
    id: 'preview-poll',
    options: [
      option(intl.formatMessage(m.pollDark), 5),
      option(intl.formatMessage(m.pollLight), 3),
    ],
    multiple: false,
    voted: true,
    own_votes: [0],
    expired: false,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    votes_count: 8,
    voters_count: 8,
    emojis: [],
  }
}

/** The sample entities, their texts in the reader's language. */
export function previewSample(intl: IntlShape): IngestInput & { statusId: string } {
  const alice = person('preview-alice', intl.formatMessage(m.author), 'alice')
  const bob = person('preview-bob', intl.formatMessage(m.other), 'bob')
  // The link's words between two marks, so the whole text is escaped and the marks become
  // the tag.
  const body = intl.formatMessage(m.body, { a: (chunks) => `\u0001${chunks.join('')}\u0002` })
  const bodyHtml = escape(body)
    .replace('\u0001', '<a href="https://theme-preview.invalid/">')
    .replace('\u0002', '</a>')
  const greentext = intl.formatMessage(m.greentext)
  const html = `<p>${bodyHtml}</p><p>${escape(greentext)}</p>`
  const status = post('preview-status', alice.id, html, greentext, 'preview-poll')
  const favourite: Notification = {
    id: 'preview-notification',
    type: 'like',
    seen: false,
    is_muted: false,
    created_at: now(),
    from_profile_id: bob.id,
    status_id: status.id,
    target_id: null,
    emoji: null,
    emoji_url: null,
    report_id: null,
  }
  return {
    users: [alice, bob],
    statuses: [status],
    polls: [poll(intl)],
    notifications: [favourite],
    statusId: status.id,
  }
}

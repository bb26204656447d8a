import type { ApiMention, ApiStatus, ApiStatusTag } from '../api/wire/index.ts'
import type { EntityBundle } from './bundle.ts'
import {
  arr,
  bool,
  idOrNull,
  isRecord,
  nonEmpty,
  num,
  record,
  str,
  url,
  warnBadData,
} from './coerce.ts'
import { normalizeCustomEmojis, normalizeEmojiReactions } from './normalize-emoji.ts'
import { normalizeAttachments, normalizeCard } from './normalize-media.ts'
import { normalizePoll } from './normalize-poll.ts'
import { normalizeAccount } from './normalize-user.ts'
import type { Attention, Status, StatusTag } from './status.ts'
import { escapeHtml, htmlToText } from './text.ts'

// Quotes nest one level on Akkoma; the cap only guards against hostile or looping data.
const MAX_DEPTH = 3

/** "#nsfw" as a whole hashtag anywhere in the plain text. */
const NSFW_HASHTAG = /(?:^|[^\p{L}\p{N}_])#nsfw(?![\p{L}\p{N}_])/iu

// A Map, not an object: a server-sent "constructor" must not find Object.prototype members.
const VISIBILITY = new Map<string, Status['visibility']>([
  ['public', 'public'],
  ['unlisted', 'unlisted'],
  ['private', 'private'],
  ['direct', 'direct'],
  ['local', 'local'],
  ['list', 'list'],
  // Misskey-flavoured names.
  ['home', 'unlisted'],
  ['followers', 'private'],
  ['specified', 'direct'],
])

/** Placeholder Akkoma sends for a parent or quote it knows of but cannot resolve. */
const UNRESOLVABLE = '_'

function refId(value: unknown): string | null {
  const id = idOrNull(value)
  return id === UNRESOLVABLE ? null : id
}

export function isNsfw(sensitive: boolean, tags: readonly StatusTag[], text: string): boolean {
  if (sensitive) return true
  for (const tag of tags) {
    if (tag.name.toLowerCase() === 'nsfw') return true
  }
  return text.includes('#') && NSFW_HASHTAG.test(text)
}

function tagsOf(list: readonly ApiStatusTag[] | null | undefined): StatusTag[] {
  const out: StatusTag[] = []
  for (const tag of arr(list)) {
    // Some servers send bare strings.
    if (typeof tag === 'string') out.push({ name: tag, url: '' })
    else if (isRecord(tag) && str(tag.name) !== '')
      out.push({ name: str(tag.name), url: url(tag.url) })
  }
  return out
}

function attentionsOf(list: readonly ApiMention[] | null | undefined): Attention[] {
  const out: Attention[] = []
  for (const mention of arr(list)) {
    if (!isRecord(mention)) continue
    const id = idOrNull(mention.id)
    if (id === null) continue
    out.push({
      id,
      screen_name: str(mention.acct) || str(mention.username),
      username: str(mention.username),
      statusnet_profile_url: url(mention.url),
    })
  }
  return out
}

/** The quoted status, from Akkoma's `quote`, old Pleroma's `pleroma.quote` or Mastodon's wrapper. */
function quotedOf(raw: ApiStatus): { status: ApiStatus | null; id: string | null } {
  const quote = raw.quote ?? record(raw.pleroma).quote
  if (!isRecord(quote)) return { status: null, id: null }
  if ('quoted_status' in quote || 'quoted_status_id' in quote) {
    const inner = 'quoted_status' in quote ? quote.quoted_status : null
    const innerStatus = isRecord(inner) ? inner : null
    const shallowId = 'quoted_status_id' in quote ? refId(quote.quoted_status_id) : null
    return { status: innerStatus, id: shallowId ?? (innerStatus ? refId(innerStatus.id) : null) }
  }
  return { status: 'account' in quote ? quote : null, id: null }
}

/**
 * Status → Status, appending the author, the repeated original, the quoted post, their polls
 * and relationships to the bundle (related entities first). Returns undefined, with a warning,
 * for data that is not a usable status (no id, no author, a legacy TwitterAPI activity).
 */
export function normalizeStatus(raw: ApiStatus, into: EntityBundle, depth = 0): Status | undefined {
  if (!isRecord(raw)) {
    warnBadData('status is not an object', raw)
    return undefined
  }
  const id = idOrNull(raw.id)
  if (id === null || !isRecord(raw.account)) {
    warnBadData('unknown status type skipped', raw)
    return undefined
  }
  const user = normalizeAccount(raw.account, into)
  if (!user) return undefined

  let retweetedId: string | null = null
  if (isRecord(raw.reblog)) {
    const original = depth < MAX_DEPTH ? normalizeStatus(raw.reblog, into, depth + 1) : undefined
    if (!original) {
      warnBadData('repeat of an unusable status skipped', raw)
      return undefined
    }
    retweetedId = original.id
  }

  const quoted = quotedOf(raw)
  let quoteId = quoted.id ?? refId(raw.quote_id)
  if (quoted.status && depth < MAX_DEPTH) {
    quoteId = normalizeStatus(quoted.status, into, depth + 1)?.id ?? quoteId
  }

  let pollId: string | null = null
  if (raw.poll !== null && raw.poll !== undefined) {
    const poll = normalizePoll(raw.poll)
    if (poll) {
      into.polls.push(poll)
      pollId = poll.id
    }
  }

  const pleroma = record(raw.pleroma)
  const akkoma = record(raw.akkoma)
  const content = str(raw.content)
  const spoiler = str(raw.spoiler_text)
  const plain = record(pleroma.content)['text/plain']
  const text = typeof plain === 'string' ? plain : htmlToText(content)
  const plainSpoiler = record(pleroma.spoiler_text)['text/plain']
  const tags = tagsOf(raw.tags)
  const reactionList = Array.isArray(pleroma.emoji_reactions)
    ? pleroma.emoji_reactions
    : raw.emoji_reactions
  const { reactions, favouriteCount } = normalizeEmojiReactions(reactionList)
  const source = akkoma.source
  const app = record(raw.application)
  const inReplyTo = refId(raw.in_reply_to_id)

  const status: Status = {
    id,
    type: retweetedId !== null ? 'retweet' : 'status',
    user_id: user.id,
    text,
    raw_html: content,
    summary: typeof plainSpoiler === 'string' ? plainSpoiler : htmlToText(spoiler),
    summary_raw_html: escapeHtml(spoiler),
    visibility: VISIBILITY.get(str(raw.visibility)) ?? 'public',
    language: nonEmpty(raw.language),
    media_type: isRecord(source) ? nonEmpty(source.mediaType) : null,
    nsfw: isNsfw(bool(raw.sensitive), tags, text),
    attachments: normalizeAttachments(raw.media_attachments),
    emojis: normalizeCustomEmojis(raw.emojis),
    tags,
    attentions: attentionsOf(raw.mentions),
    in_reply_to_status_id: inReplyTo,
    in_reply_to_user_id: refId(raw.in_reply_to_account_id),
    in_reply_to_screen_name: nonEmpty(pleroma.in_reply_to_account_acct),
    in_reply_to_ap_id: nonEmpty(akkoma.in_reply_to_apid),
    parent_visible: bool(pleroma.parent_visible, true),
    quote_id: quoteId,
    quote_url: nonEmpty(akkoma.quote_apid) ?? nonEmpty(pleroma.quote_url),
    card: normalizeCard(raw.card),
    poll_id: pollId,
    replies_count: num(raw.replies_count),
    fave_num: num(raw.favourites_count) + favouriteCount,
    repeat_num: num(raw.reblogs_count),
    favorited: bool(raw.favourited),
    repeated: bool(raw.reblogged),
    bookmarked: bool(raw.bookmarked),
    pinned: bool(raw.pinned),
    thread_muted: bool(pleroma.thread_muted),
    muted: bool(raw.muted),
    edited_at: nonEmpty(raw.edited_at),
    created_at: str(raw.created_at),
    is_local: typeof pleroma.local === 'boolean' ? pleroma.local : user.is_local,
    uri: str(raw.uri),
    external_url: url(raw.url) || url(raw.uri),
    deleted: false,
    retweeted_status_id: retweetedId,
    emoji_reactions: reactions,
    translation: null,
    statusnet_conversation_id: idOrNull(pleroma.conversation_id),
    context: nonEmpty(pleroma.context),
    direct_conversation_id: idOrNull(pleroma.direct_conversation_id),
    expires_at: nonEmpty(pleroma.expires_at),
    pinned_at: nonEmpty(pleroma.pinned_at),
    application: nonEmpty(app.name),
    source_text: nonEmpty(raw.text),
  }
  into.statuses.push(status)
  return status
}

/** Normalise a page of statuses; unusable items are skipped. Returns the ids in page order. */
export function normalizeStatuses(list: readonly ApiStatus[], into: EntityBundle): string[] {
  const ids: string[] = []
  const items = arr(list)
  if (items !== list) warnBadData('status list is not an array', list)
  for (const raw of items) {
    const status = normalizeStatus(raw, into)
    if (status) ids.push(status.id)
  }
  return ids
}

import { pairKey, type Store } from '../store/store'
import { stripHtml } from '../store/text'
import type { Media, Poll, Status } from '../store/types'
import {
  fileUrl,
  renderAccount,
  renderCustomEmoji,
  renderMention,
  type Json,
  type Viewer,
} from './account'
import { isoDate } from './dates'

export function attachmentType(mime: string): 'image' | 'video' | 'audio' | 'unknown' {
  const kind = mime.split('/')[0]
  return kind === 'image' || kind === 'video' || kind === 'audio' ? kind : 'unknown'
}

export function renderAttachment(store: Store, media: Media): Json {
  const url = fileUrl(store, media.path)
  const out: Json = {
    id: media.id,
    url,
    remote_url: url,
    preview_url: url,
    text_url: url,
    type: attachmentType(media.mime),
    description: media.description,
    pleroma: { mime_type: media.mime },
    blurhash: media.blurhash,
  }
  if (media.width && media.height)
    out.meta = {
      original: { width: media.width, height: media.height, aspect: media.width / media.height },
    }
  return out
}

export function renderPoll(viewer: Viewer, poll: Poll): Json {
  const { store } = viewer
  const counts = poll.options.map((_, i) => poll.extraVotes[i] ?? 0)
  for (const choices of poll.votes.values())
    for (const c of choices) counts[c] = (counts[c] ?? 0) + 1
  const voters = poll.votes.size + poll.extraVoters
  const status = store.statuses.get(poll.statusId)
  const out: Json = {
    id: poll.id,
    expires_at: poll.expiresAt === null ? null : isoDate(poll.expiresAt),
    expired: poll.expiresAt !== null && poll.expiresAt <= store.now(),
    multiple: poll.multiple,
    votes_count: counts.reduce((a, b) => a + b, 0),
    voters_count: poll.multiple ? voters : null,
    options: poll.options.map((title, i) => ({ title, votes_count: counts[i] ?? 0 })),
    emojis: [],
  }
  if (viewer.user) {
    const own = poll.votes.get(viewer.user.id)
    out.voted = !!own || status?.authorId === viewer.user.id
    out.own_votes = own ?? []
  }
  return out
}

/** A stable integer from the AP context, like Akkoma's CRC-based `conversation_id`. */
export function contextNumber(context: string): number {
  let h = 0
  for (let i = 0; i < context.length; i++) h = (Math.imul(h, 31) + context.charCodeAt(i)) >>> 0
  return h % 2_000_000_000
}

export function renderReactions(viewer: Viewer, statusId: string): Json[] {
  const groups = new Map<string, Json & { account_ids: string[] }>()
  for (const r of viewer.store.reactions.get(statusId) ?? []) {
    const group = groups.get(r.emoji) ?? {
      name: r.emoji,
      count: 0,
      url: r.url,
      me: false,
      account_ids: [],
    }
    group.count = (group.count as number) + 1
    group.account_ids.push(r.userId)
    if (r.userId === viewer.user?.id) group.me = true
    groups.set(r.emoji, group)
  }
  return [...groups.values()]
}

export function statusUri(store: Store, status: Status): string {
  const author = store.user(status.authorId)
  return author?.domain
    ? `https://${author.domain}/objects/${status.uuid}`
    : `${store.origin}/objects/${status.uuid}`
}

function flags(viewer: Viewer, status: Status): Json {
  const { store, user } = viewer
  const uid = user?.id ?? ''
  return {
    reblogged: !!user && store.reblogsOf(status.id).some((r) => r.authorId === uid),
    favourited: !!user && !!store.favourites.get(status.id)?.has(uid),
    bookmarked: !!user && !!store.bookmarks.get(uid)?.has(status.id),
    // Pleroma's StatusView: a muted thread, or an author the viewer mutes (seen with with_muted).
    muted:
      !!user &&
      (store.threadMutes.has(pairKey(uid, status.context)) || store.isMuting(uid, status.authorId)),
    pinned: status.pinnedAt !== null,
  }
}

/** `MastodonAPI.StatusView "show.json"`; `quote` is rendered one level deep only. */
export function renderStatus(viewer: Viewer, status: Status, depth = 0): Json {
  const { store } = viewer
  const author = store.user(status.authorId)
  if (!author) throw new Error(`status ${status.id} has no author`)
  if (status.reblogOfId) return renderReblog(viewer, status)
  const parent = status.inReplyToId ? store.statuses.get(status.inReplyToId) : undefined
  const parentAuthor = parent ? store.user(parent.authorId) : undefined
  const quote = status.quoteId ? store.statuses.get(status.quoteId) : undefined
  const quoteVisible =
    depth === 0 &&
    quote &&
    store.canSee(quote, viewer.user?.id ?? null) &&
    !store.hiddenFor(quote, viewer.user?.id ?? null, false)
  const poll = status.pollId ? store.polls.get(status.pollId) : undefined
  const reactions = renderReactions(viewer, status.id)
  const local = author.domain === null
  const uri = statusUri(store, status)
  const participation = viewer.user
    ? store.conversations.get(pairKey(viewer.user.id, status.context))
    : undefined
  return {
    id: status.id,
    uri,
    url: local ? `${store.origin}/notice/${status.id}` : uri,
    account: renderAccount(viewer, author, { withRelationship: true }),
    in_reply_to_id: status.inReplyToId ? (parent ? parent.id : '_') : null,
    in_reply_to_account_id: parent ? parent.authorId : status.inReplyToId ? '_' : null,
    reblog: null,
    card: status.card ? renderCard(status.card) : null,
    content: status.content,
    text: null,
    created_at: isoDate(status.createdAt),
    edited_at: status.editedAt === null ? null : isoDate(status.editedAt),
    reblogs_count: store.reblogsOf(status.id).length,
    replies_count: store.replyCount(status.id),
    favourites_count: store.favourites.get(status.id)?.size ?? 0,
    ...flags(viewer, status),
    sensitive: status.sensitive || status.tags.includes('nsfw'),
    spoiler_text: status.spoiler,
    visibility: status.visibility,
    media_attachments: mediaOf(store, status.mediaIds),
    poll: poll ? renderPoll(viewer, poll) : null,
    mentions: status.mentionIds.flatMap((id) => {
      const u = store.user(id)
      return u ? [renderMention(store, u)] : []
    }),
    tags: status.tags.map((name) => ({ name, url: `${store.origin}/tag/${name}` })),
    application: status.application,
    language: status.language,
    emojis: status.emojis.flatMap((sc) => renderCustomEmoji(store, sc) ?? []),
    quote_id: status.quoteId ? (quote ? quote.id : '_') : null,
    quote: quoteVisible ? renderStatus(viewer, quote, depth + 1) : null,
    emoji_reactions: reactions,
    pleroma: {
      local,
      conversation_id: status.conversationId,
      context: status.context,
      in_reply_to_account_acct: parentAuthor ? store.acct(parentAuthor) : null,
      content: { 'text/plain': stripHtml(status.content) },
      spoiler_text: { 'text/plain': status.spoiler },
      expires_at: status.expiresAt === null ? null : isoDate(status.expiresAt),
      direct_conversation_id:
        status.visibility === 'direct' && participation ? participation.id : null,
      thread_muted: !!viewer.user && store.threadMutes.has(pairKey(viewer.user.id, status.context)),
      emoji_reactions: reactions,
      parent_visible: !parent || store.canSee(parent, viewer.user?.id ?? null),
      pinned_at: status.pinnedAt === null ? null : isoDate(status.pinnedAt),
    },
    akkoma: {
      // Real Akkoma keeps a remote note's typed source when it has one (Misskey's MFM); other
      // remote posts carry their source as a plain string.
      source:
        local || status.contentType === 'text/x.misskeymarkdown'
          ? { content: status.text, mediaType: status.contentType }
          : status.text,
      in_reply_to_apid: parent ? statusUri(store, parent) : null,
      quote_apid: quote ? statusUri(store, quote) : null,
    },
  }
}

function renderReblog(viewer: Viewer, wrapper: Status): Json {
  const { store } = viewer
  const original = store.statuses.get(wrapper.reblogOfId ?? '')
  const booster = store.user(wrapper.authorId)
  if (!original || !booster) throw new Error(`reblog ${wrapper.id} is dangling`)
  const inner = renderStatus(viewer, original)
  const uri = statusUri(store, original)
  return {
    id: wrapper.id,
    uri,
    url: uri,
    account: renderAccount(viewer, booster, { withRelationship: true }),
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: inner,
    content: '',
    created_at: isoDate(wrapper.createdAt),
    reblogs_count: 0,
    replies_count: 0,
    favourites_count: 0,
    ...flags(viewer, original),
    muted: false,
    pinned: wrapper.pinnedAt !== null,
    sensitive: false,
    spoiler_text: '',
    visibility: wrapper.visibility,
    media_attachments: inner.media_attachments,
    mentions: inner.mentions,
    tags: inner.tags,
    application: null,
    language: original.language,
    emojis: [],
    pleroma: { local: booster.domain === null, pinned_at: null },
  }
}

export function mediaOf(store: Store, ids: string[]): Json[] {
  return ids.flatMap((id) => {
    const m = store.media.get(id)
    return m ? [renderAttachment(store, m)] : []
  })
}

export function renderCard(card: NonNullable<Status['card']>): Json {
  return {
    type: 'link',
    provider_name: card.providerName,
    provider_url: card.providerUrl,
    url: card.url,
    image: card.image,
    image_description: '',
    title: card.title,
    description: card.description,
    pleroma: {
      opengraph: {
        url: card.url,
        title: card.title,
        description: card.description,
        image: card.image,
        type: 'website',
      },
    },
  }
}

import { fail, notFound } from '../http/errors'
import { pairKey, type Store } from '../store/store'
import { renderText } from '../store/text'
import type { Card, Status, Visibility } from '../store/types'
import { contextNumber } from '../views/status'
import { notify } from './notify'

export interface PollInput {
  options: string[]
  expiresIn: number
  multiple: boolean
}

export interface NewStatus {
  authorId: string
  text: string
  contentType?: string
  spoiler?: string
  sensitive?: boolean
  visibility?: Visibility
  listId?: string | null
  inReplyToId?: string | null
  quoteId?: string | null
  mediaIds?: string[]
  poll?: PollInput | null
  language?: string | null
  expiresIn?: number | null
  application?: Status['application']
  createdAt?: number
  /** Explicit addressing (`to[]`, Misskey's `visibleUserIds`) on top of the mentions. */
  to?: string[]
  /** Render without storing (`preview`). */
  preview?: boolean
  uuid?: string
}

/** Akkoma counts graphemes; code points are close enough for the limit. */
const charCount = (text: string): number => Array.from(text).length

const FORMATS = [
  'text/plain',
  'text/html',
  'text/markdown',
  'text/bbcode',
  'text/x.misskeymarkdown',
]

export function validatePoll(store: Store, poll: PollInput): void {
  const limits = store.settings.pollLimits
  if (poll.options.length > limits.max_options)
    throw fail(422, `Poll can't contain more than ${limits.max_options} options`)
  if (poll.options.length < 2) throw fail(422, 'Poll must contain at least 2 options')
  if (poll.options.some((o) => o.length > limits.max_option_chars))
    throw fail(422, `Poll options cannot be longer than ${limits.max_option_chars} characters each`)
  if (poll.expiresIn < limits.min_expiration) throw fail(422, 'Expiration date is too soon')
  if (poll.expiresIn > limits.max_expiration)
    throw fail(422, 'Expiration date is too far in the future')
}

/** A link card for the first link; the instance serves a preview image for it, as its media proxy would. */
function cardFor(store: Store, text: string): Card | null {
  const url = /https?:\/\/[^\s<]+/.exec(text)?.[0]
  if (!url) return null
  let host: URL
  try {
    host = new URL(url)
  } catch {
    return null
  }
  return {
    url,
    title: `${host.hostname}: ${host.pathname.replace(/[/-]+/g, ' ').trim() || 'home'}`,
    description: `A preview of ${host.hostname}, as its OpenGraph tags describe it.`,
    image: `${store.origin}/instance/thumbnail.jpeg`,
    providerName: host.hostname,
    providerUrl: host.origin,
  }
}

function checkMedia(store: Store, authorId: string, ids: string[]): void {
  for (const id of ids) {
    const media = store.media.get(id)
    if (!media || media.ownerId !== authorId) throw notFound()
  }
}

/** Both create calls end here; so do the activity generator and the control route. */
export function createStatus(store: Store, input: NewStatus): Status {
  const contentType = input.contentType ?? 'text/plain'
  if (!FORMATS.includes(contentType)) throw fail(422, 'Invalid content type')
  const mediaIds = input.mediaIds ?? []
  if (!input.text.trim() && mediaIds.length === 0 && !input.poll)
    throw fail(422, 'Cannot post an empty status without attachments')
  if (charCount(input.text) > store.settings.maxTootChars)
    throw fail(422, 'The status is over the character limit')
  if (input.poll && mediaIds.length > 0) throw fail(422, "Polls can't contain media attachments")
  if (input.poll) validatePoll(store, input.poll)
  if (input.expiresIn != null && input.expiresIn < 3600) throw fail(422, 'Expiry date is too soon')
  checkMedia(store, input.authorId, mediaIds)
  const parent = input.inReplyToId ? store.statuses.get(input.inReplyToId) : undefined
  if (input.inReplyToId && (!parent || !store.canSee(parent, input.authorId))) throw notFound()
  const quote = input.quoteId ? store.statuses.get(input.quoteId) : undefined
  if (input.quoteId && (!quote || !store.canSee(quote, input.authorId))) throw notFound()
  if (quote && (quote.visibility === 'private' || quote.visibility === 'direct'))
    throw fail(422, 'Cannot quote private or direct statuses')
  if (input.listId && store.lists.get(input.listId)?.ownerId !== input.authorId) throw notFound()

  const rendered = renderText(store, input.text, contentType)
  const mentionIds = rendered.mentionIds.filter((id) => id !== input.authorId)
  for (const id of input.to ?? [])
    if (store.user(id) && id !== input.authorId && !mentionIds.includes(id)) mentionIds.push(id)
  if (parent && parent.authorId !== input.authorId && !mentionIds.includes(parent.authorId))
    mentionIds.unshift(parent.authorId)
  const createdAt = input.createdAt ?? store.now()
  const id = store.flake.next(createdAt)
  const uuid = input.uuid ?? store.uuid()
  const context = parent?.context ?? `${store.origin}/contexts/${store.uuid()}`
  const status: Status = {
    id,
    authorId: input.authorId,
    createdAt,
    text: input.text,
    contentType,
    content: rendered.html,
    spoiler: input.spoiler ?? '',
    sensitive: input.sensitive ?? false,
    visibility: input.listId ? 'list' : (input.visibility ?? 'public'),
    listId: input.listId ?? null,
    inReplyToId: parent?.id ?? null,
    quoteId: quote?.id ?? null,
    reblogOfId: null,
    mediaIds,
    pollId: null,
    mentionIds,
    tags: rendered.tags,
    emojis: rendered.emojis,
    language: input.language ?? null,
    context,
    conversationId: contextNumber(context),
    editedAt: null,
    history: [],
    card: cardFor(store, input.text),
    expiresAt: input.expiresIn != null ? createdAt + input.expiresIn * 1000 : null,
    pinnedAt: null,
    application: input.application ?? null,
    uuid,
  }
  if (input.preview) return status
  if (input.poll) {
    const pollId = String(store.seq.poll.next())
    store.polls.set(pollId, {
      id: pollId,
      statusId: id,
      options: input.poll.options,
      multiple: input.poll.multiple,
      expiresAt: createdAt + input.poll.expiresIn * 1000,
      votes: new Map(),
      extraVotes: input.poll.options.map(() => 0),
      extraVoters: 0,
      notifiedExpiry: false,
    })
    status.pollId = pollId
  }
  store.addStatus(status)
  if (status.visibility === 'direct') touchConversations(store, status)
  store.events.emit('status', status)
  notifyRecipients(store, status)
  return status
}

function notifyRecipients(store: Store, status: Status): void {
  for (const userId of status.mentionIds)
    notify(store, {
      userId,
      type: 'mention',
      actorId: status.authorId,
      statusId: status.id,
      createdAt: status.createdAt,
    })
  if (status.visibility === 'direct' || status.visibility === 'private') return
  for (const f of store.follows.values())
    if (
      f.followeeId === status.authorId &&
      f.notify &&
      f.state === 'accepted' &&
      !status.mentionIds.includes(f.followerId)
    )
      notify(store, {
        userId: f.followerId,
        type: 'status',
        actorId: status.authorId,
        statusId: status.id,
      })
}

/** Direct messages make a participation per local participant, unread for everyone but the author. */
export function touchConversations(store: Store, status: Status): void {
  for (const userId of [status.authorId, ...status.mentionIds]) {
    const user = store.user(userId)
    if (!user || user.domain !== null) continue
    const key = pairKey(userId, status.context)
    const existing = store.conversations.get(key)
    const unread = userId !== status.authorId
    if (existing) existing.unread = unread
    else
      store.conversations.set(key, {
        id: store.seq.conversation.next(),
        userId,
        context: status.context,
        unread,
      })
  }
}

export interface StatusEditInput {
  text?: string
  contentType?: string
  spoiler?: string
  sensitive?: boolean
  mediaIds?: string[]
  poll?: PollInput | null
  language?: string | null
}

export function editStatus(store: Store, status: Status, input: StatusEditInput): Status {
  const text = input.text ?? status.text
  const mediaIds = input.mediaIds ?? status.mediaIds
  if (!text.trim() && mediaIds.length === 0 && !status.pollId && !input.poll)
    throw fail(422, 'Cannot post an empty status without attachments')
  if (charCount(text) > store.settings.maxTootChars)
    throw fail(422, 'The status is over the character limit')
  checkMedia(
    store,
    status.authorId,
    mediaIds.filter((id) => !status.mediaIds.includes(id)),
  )
  if (input.poll) validatePoll(store, input.poll)
  if (status.history.length === 0) status.history.push(snapshot(status, status.createdAt))
  const contentType = input.contentType ?? status.contentType
  const rendered = renderText(store, text, contentType)
  status.text = text
  status.contentType = contentType
  status.content = rendered.html
  status.tags = rendered.tags
  status.emojis = rendered.emojis
  status.card = cardFor(store, text)
  status.spoiler = input.spoiler ?? status.spoiler
  status.sensitive = input.sensitive ?? status.sensitive
  status.mediaIds = mediaIds
  if (input.language !== undefined) status.language = input.language
  if (input.poll) {
    const pollId = String(store.seq.poll.next())
    const at = store.now()
    store.polls.set(pollId, {
      id: pollId,
      statusId: status.id,
      options: input.poll.options,
      multiple: input.poll.multiple,
      expiresAt: at + input.poll.expiresIn * 1000,
      votes: new Map(),
      extraVotes: input.poll.options.map(() => 0),
      extraVoters: 0,
      notifiedExpiry: false,
    })
    status.pollId = pollId
  }
  status.editedAt = store.now()
  status.history.push(snapshot(status, status.editedAt))
  store.events.emit('edit', status)
  const interacted = new Set<string>()
  for (const r of store.reblogsOf(status.id)) interacted.add(r.authorId)
  for (const userId of store.favourites.get(status.id)?.keys() ?? []) interacted.add(userId)
  for (const userId of interacted)
    notify(store, { userId, type: 'update', actorId: status.authorId, statusId: status.id })
  return status
}

function snapshot(status: Status, at: number) {
  return {
    content: status.content,
    text: status.text,
    spoiler: status.spoiler,
    sensitive: status.sensitive,
    mediaIds: [...status.mediaIds],
    pollId: status.pollId,
    at,
  }
}

/** Removes a status with its reblogs and the notifications about it, announcing each removal. */
export function deleteStatus(store: Store, status: Status): void {
  for (const wrapper of store.reblogsOf(status.id)) {
    store.removeStatus(wrapper.id)
    store.events.emit('delete', wrapper)
  }
  store.removeStatus(status.id)
  store.notifications = store.notifications.filter((n) => n.statusId !== status.id)
  store.favourites.delete(status.id)
  store.reactions.delete(status.id)
  store.events.emit('delete', status)
}

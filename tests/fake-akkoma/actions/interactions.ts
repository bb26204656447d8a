import { fail, notFound } from '../http/errors'
import { pairKey, type Store } from '../store/store'
import type { Poll, Status, User, Visibility } from '../store/types'
import { notify } from './notify'

export function favourite(store: Store, user: User, status: Status): void {
  const likes = store.favourites.get(status.id) ?? new Map<string, string>()
  if (likes.has(user.id)) return
  likes.set(user.id, store.flake.next(store.now()))
  store.favourites.set(status.id, likes)
  notify(store, {
    userId: status.authorId,
    type: 'favourite',
    actorId: user.id,
    statusId: status.id,
  })
}

export function unfavourite(store: Store, user: User, status: Status): void {
  store.favourites.get(status.id)?.delete(user.id)
}

/** Returns the wrapper: the reblog call answers with it. */
export function reblog(
  store: Store,
  user: User,
  status: Status,
  visibility: Visibility = 'public',
): Status {
  if (
    status.visibility === 'direct' ||
    (status.visibility === 'private' && status.authorId !== user.id)
  )
    throw notFound()
  const existing = store.reblogsOf(status.id).find((r) => r.authorId === user.id)
  if (existing) return existing
  const createdAt = store.now()
  const wrapper: Status = {
    ...status,
    id: store.flake.next(createdAt),
    authorId: user.id,
    createdAt,
    reblogOfId: status.id,
    visibility,
    inReplyToId: null,
    quoteId: null,
    pollId: null,
    mentionIds: [],
    editedAt: null,
    history: [],
    card: null,
    pinnedAt: null,
    expiresAt: null,
    content: '',
    text: '',
  }
  store.addStatus(wrapper)
  store.events.emit('status', wrapper)
  notify(store, { userId: status.authorId, type: 'reblog', actorId: user.id, statusId: status.id })
  return wrapper
}

export function unreblog(store: Store, user: User, status: Status): void {
  for (const wrapper of store.reblogsOf(status.id))
    if (wrapper.authorId === user.id) {
      store.removeStatus(wrapper.id)
      store.events.emit('delete', wrapper)
    }
}

export function bookmark(store: Store, user: User, status: Status, on: boolean): void {
  const marks = store.bookmarks.get(user.id) ?? new Map<string, number>()
  if (on && !marks.has(status.id)) marks.set(status.id, store.seq.bookmark.next())
  if (!on) marks.delete(status.id)
  store.bookmarks.set(user.id, marks)
}

export function pin(store: Store, user: User, status: Status, on: boolean): void {
  if (status.authorId !== user.id) throw fail(422, "Someone else's status cannot be pinned")
  if (!on) {
    status.pinnedAt = null
    return
  }
  if (status.pinnedAt !== null) return
  if (status.visibility !== 'public' && status.visibility !== 'unlisted')
    throw fail(422, 'Non-public status cannot be pinned')
  let pinned = 0
  for (const s of store.statuses.values())
    if (s.authorId === user.id && s.pinnedAt !== null) pinned++
  if (pinned >= store.settings.maxPinnedStatuses)
    throw fail(400, 'You have already pinned the maximum number of statuses')
  status.pinnedAt = store.now()
}

export function muteThread(store: Store, user: User, status: Status, on: boolean): void {
  const key = pairKey(user.id, status.context)
  if (on) store.threadMutes.add(key)
  else store.threadMutes.delete(key)
}

// One grapheme that is an emoji (with modifiers, ZWJ sequences and flags).
const UNICODE_EMOJI =
  /^(\p{Extended_Pictographic}|\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3)(\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic}\uFE0F?)*$/u

/** Resolves `☕`, `blobcat` or `:blobcat:` to the stored reaction name and its image. */
export function resolveReaction(store: Store, raw: string): { emoji: string; url: string | null } {
  const name = raw.trim().replace(/^:|:$/g, '')
  const custom = store.emoji(name)
  if (custom) return { emoji: name, url: `${store.origin}${custom.file}` }
  if (UNICODE_EMOJI.test(raw.trim())) return { emoji: raw.trim(), url: null }
  throw fail(400, 'Could not add reaction emoji')
}

export function react(store: Store, user: User, status: Status, raw: string): void {
  const { emoji, url } = resolveReaction(store, raw)
  const list = store.reactions.get(status.id) ?? []
  if (list.some((r) => r.userId === user.id && r.emoji === emoji)) return
  list.push({ emoji, userId: user.id, url })
  store.reactions.set(status.id, list)
  notify(store, {
    userId: status.authorId,
    type: 'pleroma:emoji_reaction',
    actorId: user.id,
    statusId: status.id,
    emoji: url ? `:${emoji}:` : emoji,
    emojiUrl: url,
  })
}

export function unreact(store: Store, user: User, status: Status, raw: string): void {
  const name = raw.trim().replace(/^:|:$/g, '')
  const list = store.reactions.get(status.id) ?? []
  store.reactions.set(
    status.id,
    list.filter((r) => !(r.userId === user.id && (r.emoji === name || r.emoji === raw.trim()))),
  )
}

export function vote(store: Store, user: User, poll: Poll, choices: number[]): void {
  const status = store.statuses.get(poll.statusId)
  if (!status) throw notFound()
  if (status.authorId === user.id) throw fail(422, "Poll's author can't vote")
  if (poll.expiresAt !== null && poll.expiresAt <= store.now()) throw fail(422, 'Poll is expired')
  if (poll.votes.has(user.id)) throw fail(422, 'Already voted')
  if (
    choices.length === 0 ||
    choices.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)
  )
    throw fail(422, 'Invalid indices')
  if (!poll.multiple && choices.length > 1) throw fail(422, 'Too many choices')
  poll.votes.set(user.id, [...new Set(choices)])
}

/** Ended polls notify their author and voters once (Akkoma's PollWorker). */
export function closeEndedPolls(store: Store): void {
  const now = store.now()
  for (const poll of store.polls.values()) {
    if (poll.notifiedExpiry || poll.expiresAt === null || poll.expiresAt > now) continue
    poll.notifiedExpiry = true
    const status = store.statuses.get(poll.statusId)
    if (!status) continue
    for (const userId of [status.authorId, ...poll.votes.keys()])
      notify(store, { userId, type: 'poll', actorId: status.authorId, statusId: status.id })
  }
}

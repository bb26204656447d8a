import type { Params } from '../http/params'
import { pairKey, type Store } from '../store/store'
import type { Status, User } from '../store/types'

export type StatusFilter = (s: Status) => boolean

/** The query options every timeline shares: with_muted, only_media, local/remote, visibilities. */
export function commonFilter(store: Store, viewer: User | null, p: Params): StatusFilter {
  const withMuted = p.bool('with_muted') ?? false
  const onlyMedia = p.bool('only_media') ?? false
  const local = p.bool('local') ?? false
  const remote = p.bool('remote') ?? false
  const instance = p.str('instance')
  const excluded = new Set(p.strs('exclude_visibilities'))
  const excludeReblogs = p.bool('exclude_reblogs') ?? false
  const replyVisibility = p.str('reply_visibility')
  const viewerId = viewer?.id ?? null
  return (s) => {
    if (!store.canSee(s, viewerId) || store.hiddenFor(s, viewerId, withMuted)) return false
    const original = s.reblogOfId ? store.statuses.get(s.reblogOfId) : s
    if (!original) return false
    const author = store.user(original.authorId)
    if (!author) return false
    if (local && author.domain !== null) return false
    if (remote && author.domain === null) return false
    if (instance && author.domain !== instance) return false
    if (onlyMedia && original.mediaIds.length === 0) return false
    if (excluded.has(s.visibility)) return false
    if (excludeReblogs && s.reblogOfId) return false
    if (
      viewerId &&
      original.inReplyToId &&
      (replyVisibility === 'following' || replyVisibility === 'self')
    ) {
      const parent = store.statuses.get(original.inReplyToId)
      const to = parent?.authorId
      if (original.authorId !== viewerId && to !== viewerId) {
        if (replyVisibility === 'self') return false
        if (!to || !store.isFollowing(viewerId, to)) return false
      }
    }
    return true
  }
}

export function homeFilter(store: Store, viewer: User): StatusFilter {
  const tags = store.followedTags.get(viewer.id)
  return (s) => {
    if (s.authorId === viewer.id) return true
    if (s.mentionIds.includes(viewer.id)) return true
    const follow = store.follows.get(pairKey(viewer.id, s.authorId))
    if (follow?.state === 'accepted') return s.reblogOfId ? follow.reblogs : true
    if (tags && s.visibility === 'public' && !s.reblogOfId) return s.tags.some((t) => tags.has(t))
    return false
  }
}

export const publicFilter =
  (store: Store, viewer: User | null, localOnly: boolean): StatusFilter =>
  (s) => {
    const original = s.reblogOfId ? store.statuses.get(s.reblogOfId) : s
    if (!original) return false
    if (original.visibility === 'local') return localOnly && viewer !== null && s === original
    return original.visibility === 'public' && (s === original || s.visibility === 'public')
  }

export function bubbleFilter(store: Store): StatusFilter {
  const bubble = new Set(store.settings.bubbleInstances)
  return (s) => {
    if (s.visibility !== 'public' || s.reblogOfId) return false
    const author = store.user(s.authorId)
    return !!author && (author.domain === null || bubble.has(author.domain))
  }
}

export function tagFilter(tag: string, p: Params): StatusFilter {
  const any = [tag, ...p.strs('any')].map((t) => t.toLowerCase())
  const all = p.strs('all').map((t) => t.toLowerCase())
  const none = p.strs('none').map((t) => t.toLowerCase())
  return (s) =>
    !s.reblogOfId &&
    (s.visibility === 'public' || s.visibility === 'local') &&
    any.some((t) => s.tags.includes(t)) &&
    all.every((t) => s.tags.includes(t)) &&
    !none.some((t) => s.tags.includes(t))
}

export function accountFilter(target: User, p: Params): StatusFilter {
  const pinned = p.bool('pinned') ?? false
  const excludeReplies = p.bool('exclude_replies') ?? false
  const tagged = p.str('tagged')?.toLowerCase()
  return (s) =>
    s.authorId === target.id &&
    (!pinned || s.pinnedAt !== null) &&
    (!excludeReplies || !s.inReplyToId) &&
    (!tagged || s.tags.includes(tagged))
}

import { commonFilter, homeFilter } from '../routes/filters'
import { Params } from '../http/params'
import type { Store } from '../store/store'
import type { Status, User } from '../store/types'

/** A subscription: the internal topic name the frames carry, and who is listening. */
export interface Topic {
  name: string
  kind: string
  viewer: User | null
  arg?: string
}

const NO_PARAMS = new Params({})

/** Whether a new (or edited) status belongs on a topic, by the same rules as the timelines. */
export function statusBelongs(store: Store, topic: Topic, s: Status): boolean {
  const viewerId = topic.viewer?.id ?? null
  if (!commonFilter(store, topic.viewer, NO_PARAMS)(s)) return false
  const original = s.reblogOfId ? store.statuses.get(s.reblogOfId) : s
  if (!original) return false
  const author = store.user(original.authorId)
  const isPublic = original.visibility === 'public' && (s === original || s.visibility === 'public')
  const media = original.mediaIds.length > 0
  switch (topic.kind) {
    case 'user':
      return !!topic.viewer && homeFilter(store, topic.viewer)(s)
    case 'public':
      return isPublic
    case 'public:media':
      return isPublic && media
    case 'public:local':
      return (
        (isPublic || (original.visibility === 'local' && viewerId !== null && s === original)) &&
        author?.domain === null
      )
    case 'public:local:media':
      return isPublic && author?.domain === null && media
    case 'public:remote':
      return isPublic && author?.domain === topic.arg
    case 'public:remote:media':
      return isPublic && author?.domain === topic.arg && media
    case 'hashtag':
      return !s.reblogOfId && isPublic && !!topic.arg && s.tags.includes(topic.arg.toLowerCase())
    case 'list': {
      const list = store.lists.get(topic.arg ?? '')
      return !!list && list.memberIds.has(s.authorId)
    }
    case 'direct':
      return (
        s.visibility === 'direct' &&
        !!viewerId &&
        (s.authorId === viewerId || s.mentionIds.includes(viewerId))
      )
    default:
      return false
  }
}

export const STREAMS = [
  'user',
  'user:notification',
  'user:pleroma_chat',
  'public',
  'public:local',
  'public:media',
  'public:local:media',
  'public:remote',
  'public:remote:media',
  'hashtag',
  'list',
  'direct',
]

const NEEDS_USER = new Set(['user', 'user:notification', 'user:pleroma_chat', 'list', 'direct'])

export type TopicResult = { topic: Topic } | { status: 401 | 404 }

/** Resolves `stream` and its extra argument to the internal topic, or the handshake error. */
export function resolveTopic(
  store: Store,
  stream: string,
  viewer: User | null,
  q: URLSearchParams,
): TopicResult {
  if (!STREAMS.includes(stream)) return { status: 404 }
  if (NEEDS_USER.has(stream) && !viewer) return { status: 401 }
  if (!viewer && store.settings.privateMode) return { status: 401 }
  switch (stream) {
    case 'user':
      return { topic: { name: `user:${viewer?.id ?? ''}`, kind: 'user', viewer } }
    case 'public:remote':
    case 'public:remote:media': {
      const instance = q.get('instance')
      if (!instance) return { status: 404 }
      return { topic: { name: `${stream}:${instance}`, kind: stream, viewer, arg: instance } }
    }
    case 'hashtag': {
      const tag = q.get('tag')
      if (!tag) return { status: 404 }
      return { topic: { name: `hashtag:${tag}`, kind: 'hashtag', viewer, arg: tag } }
    }
    case 'list': {
      const id = q.get('list') ?? ''
      if (store.lists.get(id)?.ownerId !== viewer?.id) return { status: 404 }
      return { topic: { name: `list:${id}`, kind: 'list', viewer, arg: id } }
    }
    case 'direct':
      return { topic: { name: `direct:${viewer?.id ?? ''}`, kind: 'direct', viewer } }
    case 'user:pleroma_chat':
      return {
        topic: { name: `user:pleroma_chat:${viewer?.id ?? ''}`, kind: 'user:pleroma_chat', viewer },
      }
    default:
      return { topic: { name: stream, kind: stream, viewer } }
  }
}

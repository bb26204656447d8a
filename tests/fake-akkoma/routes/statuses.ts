import type { Hono } from 'hono'
import {
  createStatus,
  deleteStatus,
  editStatus,
  type NewStatus,
  type PollInput,
} from '../actions/statuses'
import {
  currentUser,
  params,
  requireUser,
  viewerOf,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail, notFound, validation } from '../http/errors'
import type { Params } from '../http/params'
import { compareIds } from '../store/ids'
import type { Store } from '../store/store'
import type { Status, User, Visibility } from '../store/types'
import { renderAccount } from '../views/account'
import { renderStatus, mediaOf } from '../views/status'
import { isoDate } from '../views/dates'
import { commonFilter } from './filters'

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct', 'local']
const MISSKEY_VISIBILITY: Record<string, Visibility> = {
  public: 'public',
  home: 'unlisted',
  followers: 'private',
  specified: 'direct',
}

export function findVisibleStatus(c: Ctx, store: Store, id: string): Status {
  const status = store.statuses.get(id)
  if (!status || !store.canSee(status, currentUser(c)?.id ?? null)) throw notFound()
  return status
}

function pollFrom(p: Params): PollInput | null {
  const poll = p.obj('poll')
  const options = poll.strs('options').length ? poll.strs('options') : poll.strs('choices')
  if (options.length === 0) return null
  const expiresIn =
    poll.int('expires_in') ??
    (poll.int('expiredAfter') !== undefined
      ? Math.round((poll.int('expiredAfter') ?? 0) / 1000)
      : undefined)
  const expiresAt = poll.int('expiresAt')
  const seconds = expiresIn ?? (expiresAt ? Math.round((expiresAt - Date.now()) / 1000) : 86_400)
  if (Number.isNaN(seconds)) throw validation('poll', 'Invalid integer. Got: string')
  return { options, expiresIn: seconds, multiple: poll.bool('multiple') ?? false }
}

function visibilityFrom(
  raw: string | undefined,
  misskey: boolean,
): { visibility?: Visibility; listId?: string } {
  if (raw === undefined || raw === '') return {}
  if (raw.startsWith('list:')) return { visibility: 'list', listId: raw.slice(5) }
  const mapped = misskey
    ? (MISSKEY_VISIBILITY[raw] ?? (VISIBILITIES.includes(raw) ? (raw as Visibility) : undefined))
    : VISIBILITIES.includes(raw)
      ? (raw as Visibility)
      : undefined
  if (!mapped) throw validation('visibility', 'Invalid value for enum')
  return { visibility: mapped }
}

/** Shared by both create calls: idempotency, preview, and the one real create path. */
function create(c: Ctx, inst: InstanceState, user: User, input: NewStatus): Response {
  const { store } = inst
  const viewer = viewerOf(c, store)
  const key = c.req.header('idempotency-key')
  const idemKey = key ? `${user.id}:${key}` : null
  const previous = idemKey ? store.statuses.get(store.idempotency.get(idemKey) ?? '') : undefined
  if (previous) return c.json(renderStatus(viewer, previous))
  const status = createStatus(store, input)
  if (input.preview)
    return c.json({
      ...renderStatus(viewer, { ...status, pollId: null }),
      poll: input.poll ? previewPoll(input.poll, store) : null,
    })
  if (idemKey) store.idempotency.set(idemKey, status.id)
  return c.json(renderStatus(viewer, status))
}

function previewPoll(poll: PollInput, store: Store) {
  return {
    id: '',
    expires_at: isoDate(store.now() + poll.expiresIn * 1000),
    expired: false,
    multiple: poll.multiple,
    votes_count: 0,
    voters_count: poll.multiple ? 0 : null,
    options: poll.options.map((title) => ({ title, votes_count: 0 })),
    emojis: [],
  }
}

function mastodonInput(p: Params, user: User): NewStatus {
  const expiresIn = p.int('expires_in')
  if (Number.isNaN(expiresIn)) throw validation('expires_in', 'Invalid integer. Got: string')
  return {
    authorId: user.id,
    text: p.str('status') ?? '',
    contentType: p.str('content_type') || undefined,
    spoiler: p.str('spoiler_text') ?? '',
    sensitive: p.bool('sensitive') ?? false,
    ...visibilityFrom(p.str('visibility'), false),
    inReplyToId: p.str('in_reply_to_id') || null,
    quoteId: p.str('quote_id') || null,
    mediaIds: p.strs('media_ids'),
    poll: pollFrom(p),
    language: p.str('language') || null,
    expiresIn: expiresIn ?? null,
    application: { name: 'Web', website: null },
    to: p.strs('to'),
    preview: p.bool('preview') ?? false,
  }
}

function misskeyInput(p: Params, user: User): NewStatus {
  return {
    authorId: user.id,
    text: p.str('text') ?? '',
    contentType: p.str('content_type') || undefined,
    spoiler: p.str('cw') ?? '',
    sensitive: p.bool('sensitive') ?? false,
    ...visibilityFrom(p.str('visibility'), true),
    inReplyToId: p.str('replyId') || p.str('in_reply_to_id') || null,
    quoteId: p.str('quote_id') || p.str('renoteId') || null,
    mediaIds: p.strs('mediaIds').length ? p.strs('mediaIds') : p.strs('fileIds'),
    poll: pollFrom(p),
    language: p.str('language') || null,
    application: { name: p.str('source') ?? 'Web', website: null },
    to: p.strs('visibleUserIds'),
    preview: p.bool('preview') ?? false,
  }
}

export function statusRoutes(app: Hono<Env>, inst: InstanceState): void {
  app.post('/api/v1/statuses', (c) => {
    const user = requireUser(c)
    const p = params(c)
    if (p.str('scheduled_at')) return scheduled(c, inst, user, p)
    return create(c, inst, user, mastodonInput(p, user))
  })
  app.post('/api/notes/create', (c) => {
    if (!inst.store.settings.misskeyCompat) throw fail(404, 'Not implemented')
    const user = requireUser(c)
    return create(c, inst, user, misskeyInput(params(c), user))
  })
  app.get('/api/v1/statuses', (c) => {
    const viewer = viewerOf(c, inst.store)
    const ids = params(c).strs('ids').slice(0, 100)
    return c.json(
      ids.flatMap((id) => {
        const s = inst.store.statuses.get(id)
        return s && inst.store.canSee(s, viewer.user?.id ?? null) ? [renderStatus(viewer, s)] : []
      }),
    )
  })
  app.get('/api/v1/statuses/:id', (c) =>
    c.json(
      renderStatus(viewerOf(c, inst.store), findVisibleStatus(c, inst.store, c.req.param('id'))),
    ),
  )
  app.put('/api/v1/statuses/:id', (c) => {
    const user = requireUser(c)
    const status = inst.store.statuses.get(c.req.param('id'))
    if (!status || status.reblogOfId) throw notFound()
    if (status.authorId !== user.id) throw fail(403, 'Access denied')
    const p = params(c)
    const media = p.strs('media_ids').length ? p.strs('media_ids') : p.strs('mediaIds')
    editStatus(inst.store, status, {
      text: p.str('status'),
      contentType: p.str('content_type') || undefined,
      spoiler: p.str('spoiler_text') ?? p.str('cw'),
      sensitive: p.bool('sensitive'),
      mediaIds: p.has('media_ids') || p.has('mediaIds') || p.has('media_ids[]') ? media : undefined,
      poll: pollFrom(p),
      language: p.has('language') ? (p.str('language') ?? null) : undefined,
    })
    return c.json(renderStatus(viewerOf(c, inst.store), status))
  })
  app.delete('/api/v1/statuses/:id', (c) => {
    const user = requireUser(c)
    const status = inst.store.statuses.get(c.req.param('id'))
    if (!status || (status.authorId !== user.id && user.role === 'member')) throw notFound()
    const body = { ...renderStatus(viewerOf(c, inst.store), status), text: status.text }
    deleteStatus(inst.store, status)
    return c.json(body)
  })
  app.get('/api/v1/statuses/:id/context', (c) => context(c, inst))
  app.get('/api/v1/statuses/:id/source', (c) => {
    requireUser(c)
    const s = findVisibleStatus(c, inst.store, c.req.param('id'))
    return c.json({ id: s.id, text: s.text, spoiler_text: s.spoiler, content_type: s.contentType })
  })
  app.get('/api/v1/statuses/:id/history', (c) => {
    const s = findVisibleStatus(c, inst.store, c.req.param('id'))
    const viewer = viewerOf(c, inst.store)
    const author = inst.store.user(s.authorId)
    if (!author) throw notFound()
    const versions = s.history.length
      ? s.history
      : [
          {
            content: s.content,
            spoiler: s.spoiler,
            sensitive: s.sensitive,
            mediaIds: s.mediaIds,
            at: s.createdAt,
            pollId: s.pollId,
            text: s.text,
          },
        ]
    return c.json(
      versions.map((v) => ({
        account: renderAccount(viewer, author),
        content: v.content,
        sensitive: v.sensitive,
        spoiler_text: v.spoiler,
        created_at: isoDate(v.at),
        media_attachments: mediaOf(inst.store, v.mediaIds),
        emojis: [],
        poll: null,
      })),
    )
  })
}

/** Ancestors oldest first, descendants in thread order (depth first, oldest sibling first). */
function context(c: Ctx, inst: InstanceState): Response {
  const { store } = inst
  const status = findVisibleStatus(c, store, c.req.param('id') ?? '')
  const viewer = viewerOf(c, store)
  const visible = commonFilter(store, viewer.user, params(c))
  const ancestors: Status[] = []
  let cursor = status.inReplyToId ? store.statuses.get(status.inReplyToId) : undefined
  while (cursor) {
    if (visible(cursor)) ancestors.unshift(cursor)
    cursor = cursor.inReplyToId ? store.statuses.get(cursor.inReplyToId) : undefined
  }
  const children = new Map<string, Status[]>()
  for (const s of store.statuses.values())
    if (s.context === status.context && s.inReplyToId && !s.reblogOfId) {
      const list = children.get(s.inReplyToId) ?? []
      list.push(s)
      children.set(s.inReplyToId, list)
    }
  const descendants: Status[] = []
  const walk = (id: string) => {
    for (const child of (children.get(id) ?? []).sort((a, b) => compareIds(a.id, b.id))) {
      if (!visible(child)) continue
      descendants.push(child)
      walk(child.id)
    }
  }
  walk(status.id)
  return c.json({
    ancestors: ancestors.map((s) => renderStatus(viewer, s)),
    descendants: descendants.map((s) => renderStatus(viewer, s)),
  })
}

function scheduled(c: Ctx, inst: InstanceState, user: User, p: Params): Response {
  const at = Date.parse(p.str('scheduled_at') ?? '')
  if (Number.isNaN(at)) throw validation('scheduled_at', 'Invalid format. Expected :"date-time"')
  if (at < Date.now() + 5 * 60_000) throw fail(422, 'Scheduled time is too soon')
  const input = mastodonInput(p, user)
  const id = String(inst.store.seq.scheduled.next())
  setTimeout(
    () => {
      try {
        createStatus(inst.store, { ...input, createdAt: undefined })
      } catch {
        // A scheduled post that became invalid (deleted media, gone parent) is dropped, like Oban's job.
      }
    },
    Math.min(at - Date.now(), 2_147_000_000),
  ).unref()
  return c.json({
    id,
    scheduled_at: isoDate(at),
    media_attachments: mediaOf(inst.store, input.mediaIds ?? []),
    params: {
      text: input.text,
      media_ids: input.mediaIds ?? null,
      sensitive: input.sensitive ?? null,
      spoiler_text: input.spoiler ?? null,
      visibility: input.visibility ?? null,
      scheduled_at: null,
      poll: null,
      idempotency: null,
      in_reply_to_id: input.inReplyToId ?? null,
      expires_in: input.expiresIn ?? null,
    },
  })
}

import type { Hono } from 'hono'
import {
  currentUser,
  params,
  requireUser,
  viewerOf,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail, notFound } from '../http/errors'
import { pageOf, pageQuery, setLinkHeader, sortKeys } from '../http/paging'
import { compareIds } from '../store/ids'
import type { Status } from '../store/types'
import { renderConversation } from '../views/conversation'
import { renderStatus } from '../views/status'
import {
  accountFilter,
  bubbleFilter,
  commonFilter,
  homeFilter,
  publicFilter,
  tagFilter,
  type StatusFilter,
} from './filters'

export function statusPage(c: Ctx, inst: InstanceState, filter: StatusFilter): Response {
  const { store } = inst
  const common = commonFilter(store, currentUser(c), params(c))
  const page = pageOf(store.order, pageQuery(c), (id) => {
    const s = store.statuses.get(id)
    return s && filter(s) && common(s) ? s : null
  })
  setLinkHeader(
    c,
    store,
    page.map((p) => p.key),
  )
  const viewer = viewerOf(c, store)
  return c.json(page.map((p) => renderStatus(viewer, p.item)))
}

/** Pages over records keyed by their own ids (likes, bookmarks) that point at statuses. */
function keyedStatusPage(c: Ctx, inst: InstanceState, keyed: Map<string, string>): Response {
  const { store } = inst
  const viewer = viewerOf(c, store)
  const page = pageOf(sortKeys([...keyed.keys()]), pageQuery(c), (key) => {
    const s = store.statuses.get(keyed.get(key) ?? '')
    return s && store.canSee(s, viewer.user?.id ?? null) ? s : null
  })
  setLinkHeader(
    c,
    store,
    page.map((p) => p.key),
  )
  return c.json(page.map((p) => renderStatus(viewer, p.item)))
}

function ensureTimelineAccess(c: Ctx, inst: InstanceState, kind: 'local' | 'federated' | 'bubble') {
  const { settings } = inst.store
  if (currentUser(c)) return
  if (settings.privateMode || !settings.publicTimelineVisibility[kind])
    throw fail(401, 'authorization required for timeline view')
}

export function timelineRoutes(app: Hono<Env>, inst: InstanceState): void {
  app.get('/api/v1/timelines/home', (c) => {
    const user = requireUser(c)
    return statusPage(c, inst, homeFilter(inst.store, user))
  })
  app.get('/api/v1/timelines/public', (c) => {
    const local = params(c).bool('local') ?? false
    ensureTimelineAccess(c, inst, local ? 'local' : 'federated')
    return statusPage(c, inst, publicFilter(inst.store, currentUser(c), local))
  })
  app.get('/api/v1/timelines/bubble', (c) => {
    ensureTimelineAccess(c, inst, 'bubble')
    return statusPage(c, inst, bubbleFilter(inst.store))
  })
  app.get('/api/v1/timelines/tag/:tag', (c) => {
    ensureTimelineAccess(c, inst, params(c).bool('local') ? 'local' : 'federated')
    return statusPage(c, inst, tagFilter(c.req.param('tag'), params(c)))
  })
  app.get('/api/v1/timelines/list/:id', (c) => {
    const user = requireUser(c)
    const list = inst.store.lists.get(c.req.param('id'))
    if (list?.ownerId !== user.id) throw notFound()
    return statusPage(c, inst, (s) => list.memberIds.has(s.authorId))
  })
  app.get('/api/v1/timelines/direct', (c) => {
    const user = requireUser(c)
    return statusPage(
      c,
      inst,
      (s) =>
        s.visibility === 'direct' && (s.authorId === user.id || s.mentionIds.includes(user.id)),
    )
  })
  app.get('/api/v1/accounts/:id/statuses', (c) => {
    const target = inst.store.findUser(c.req.param('id'))
    if (!target || (!target.isActive && currentUser(c)?.role === 'member')) throw notFound()
    return statusPage(c, inst, accountFilter(target, params(c)))
  })
  app.get('/api/v1/favourites', (c) => {
    const user = requireUser(c)
    const keyed = new Map<string, string>()
    for (const [statusId, likes] of inst.store.favourites) {
      const likeId = likes.get(user.id)
      if (likeId) keyed.set(likeId, statusId)
    }
    return keyedStatusPage(c, inst, keyed)
  })
  app.get('/api/v1/pleroma/accounts/:id/favourites', (c) => {
    const target = inst.store.findUser(c.req.param('id'))
    if (!target) throw notFound()
    if (target.hideFavorites && currentUser(c)?.id !== target.id) throw notFound()
    const keyed = new Map<string, string>()
    for (const [statusId, likes] of inst.store.favourites) {
      const likeId = likes.get(target.id)
      if (likeId) keyed.set(likeId, statusId)
    }
    return keyedStatusPage(c, inst, keyed)
  })
  app.get('/api/v1/bookmarks', (c) => {
    const user = requireUser(c)
    const keyed = new Map<string, string>()
    for (const [statusId, id] of inst.store.bookmarks.get(user.id) ?? [])
      keyed.set(String(id), statusId)
    return keyedStatusPage(c, inst, keyed)
  })
  app.get('/api/v1/conversations', (c) => conversations(c, inst))
  const participation = (c: Ctx) => {
    const user = requireUser(c)
    for (const [key, p] of inst.store.conversations)
      if (p.userId === user.id && String(p.id) === c.req.param('id')) return { key, p }
    throw notFound()
  }
  app.post('/api/v1/conversations/:id/read', (c) => {
    const { p } = participation(c)
    p.unread = false
    const viewer = viewerOf(c, inst.store)
    let last: Status | undefined
    for (const s of inst.store.statuses.values())
      if (
        s.context === p.context &&
        s.visibility === 'direct' &&
        (!last || compareIds(s.id, last.id) > 0)
      )
        last = s
    if (!last) throw notFound()
    return c.json(renderConversation(viewer, last))
  })
  app.delete('/api/v1/conversations/:id', (c) => {
    const { key } = participation(c)
    inst.store.conversations.delete(key)
    return c.json({})
  })
}

/** DMs grouped by thread, newest activity first; the page key is the last status id. */
function conversations(c: Ctx, inst: InstanceState): Response {
  const user = requireUser(c)
  const { store } = inst
  const viewer = viewerOf(c, store)
  const lastByContext = new Map<string, Status>()
  for (const s of store.statuses.values()) {
    if (s.visibility !== 'direct' || !store.canSee(s, user.id)) continue
    // A deleted participation hides the thread until someone writes in it again.
    if (!store.conversations.has(`${user.id}:${s.context}`)) continue
    const prev = lastByContext.get(s.context)
    if (!prev || compareIds(s.id, prev.id) > 0) lastByContext.set(s.context, s)
  }
  const keyed = new Map<string, Status>()
  for (const s of lastByContext.values()) keyed.set(s.id, s)
  const page = pageOf(sortKeys([...keyed.keys()]), pageQuery(c), (key) => keyed.get(key) ?? null)
  setLinkHeader(
    c,
    store,
    page.map((p) => p.key),
  )
  return c.json(page.map(({ item }) => renderConversation(viewer, item)))
}

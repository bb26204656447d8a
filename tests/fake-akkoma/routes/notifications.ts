import type { Hono } from 'hono'
import {
  params,
  requireUser,
  viewerOf,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail, notFound } from '../http/errors'
import { pageOf, pageQuery, setLinkHeader } from '../http/paging'
import type { Notification, NotificationType } from '../store/types'
import { renderNotification } from '../views/misc'

const DEFAULT_TYPES: NotificationType[] = [
  'mention',
  'status',
  'follow',
  'follow_request',
  'reblog',
  'favourite',
  'move',
  'pleroma:emoji_reaction',
  'poll',
  'update',
]

function list(c: Ctx, inst: InstanceState): Response {
  const user = requireUser(c)
  const { store } = inst
  const p = params(c)
  const include = p.strs('include_types')
  const exclude = new Set(p.strs('exclude_types'))
  const types = new Set<string>(include.length ? include : DEFAULT_TYPES)
  const accountId = p.str('account_id')
  const withMuted = p.bool('with_muted') ?? false
  const excludedVis = new Set(p.strs('exclude_visibilities'))
  const mine = new Map<string, Notification>()
  for (const n of store.notifications) if (n.userId === user.id) mine.set(String(n.id), n)
  const keys = [...mine.keys()]
  const viewer = viewerOf(c, store)
  const page = pageOf(keys, pageQuery(c), (key) => {
    const n = mine.get(key)
    if (!n || !types.has(n.type) || exclude.has(n.type)) return null
    if (accountId && n.actorId !== accountId) return null
    if (!withMuted && store.isMuting(user.id, n.actorId)) return null
    const status = n.statusId ? store.statuses.get(n.statusId) : undefined
    if (
      status &&
      (excludedVis.has(status.visibility) || store.hiddenFor(status, user.id, withMuted))
    )
      return null
    return renderNotification(viewer, n)
  })
  setLinkHeader(
    c,
    store,
    page.map((x) => x.key),
  )
  return c.json(page.map((x) => x.item))
}

export function notificationRoutes(app: Hono<Env>, inst: InstanceState): void {
  app.get('/api/v1/notifications', (c) => list(c, inst))
  app.get('/api/v1/notifications/:id', (c) => {
    const user = requireUser(c)
    const n = inst.store.notifications.find(
      (x) => String(x.id) === c.req.param('id') && x.userId === user.id,
    )
    const out = n ? renderNotification(viewerOf(c, inst.store), n) : null
    if (!out) throw notFound()
    return c.json(out)
  })
  const dismiss = (c: Ctx) => {
    const user = requireUser(c)
    const id = c.req.param('id') ?? params(c).str('id')
    const index = inst.store.notifications.findIndex(
      (x) => String(x.id) === id && x.userId === user.id,
    )
    if (index < 0) throw fail(404, 'Record not found')
    inst.store.notifications.splice(index, 1)
    return c.json({})
  }
  app.post('/api/v1/notifications/:id/dismiss', dismiss)
  app.post('/api/v1/notifications/dismiss', dismiss)
  app.post('/api/v1/notifications/clear', (c) => {
    const user = requireUser(c)
    inst.store.notifications = inst.store.notifications.filter((n) => n.userId !== user.id)
    return c.json({})
  })
  app.delete('/api/v1/notifications/destroy_multiple', (c) => {
    const user = requireUser(c)
    const ids = new Set(params(c).strs('ids'))
    inst.store.notifications = inst.store.notifications.filter(
      (n) => !(n.userId === user.id && ids.has(String(n.id))),
    )
    return c.json({})
  })
  app.post('/api/v1/pleroma/notifications/read', (c) => {
    const user = requireUser(c)
    const p = params(c)
    const viewer = viewerOf(c, inst.store)
    const id = p.str('id')
    const maxId = p.str('max_id')
    if (id) {
      const n = inst.store.notifications.find((x) => String(x.id) === id && x.userId === user.id)
      if (!n) throw fail(404, 'Record not found')
      n.seen = true
      return c.json(renderNotification(viewer, n))
    }
    if (maxId) {
      const max = Number(maxId)
      const marked = inst.store.notifications
        .filter((n) => n.userId === user.id && n.id <= max && !n.seen)
        .sort((a, b) => b.id - a.id)
        .slice(0, 80)
      for (const n of marked) n.seen = true
      return c.json(marked.flatMap((n) => renderNotification(viewer, n) ?? []))
    }
    throw fail(400, 'You must specify id or max_id')
  })
  app.put('/api/pleroma/notification_settings', (c) => {
    const user = requireUser(c)
    const p = params(c)
    const block = p.bool('block_from_strangers')
    const hide = p.bool('hide_notification_contents')
    if (block !== undefined) user.notificationSettings.block_from_strangers = block
    if (hide !== undefined) user.notificationSettings.hide_notification_contents = hide
    return c.json({ status: 'success' })
  })
  app.get('/api/v1/markers', (c) => {
    const user = requireUser(c)
    return c.json(markers(inst, user.id, params(c).strs('timeline')))
  })
  app.post('/api/v1/markers', (c) => {
    const user = requireUser(c)
    const p = params(c)
    const changed: string[] = []
    for (const timeline of ['home', 'notifications']) {
      const last = p.obj(timeline).str('last_read_id')
      if (!last) continue
      const key = `${user.id}:${timeline}`
      const old = inst.store.markers.get(key)
      inst.store.markers.set(key, {
        lastReadId: last,
        version: (old?.version ?? 0) + 1,
        updatedAt: Date.now(),
      })
      changed.push(timeline)
    }
    return c.json(markers(inst, user.id, changed))
  })
}

function markers(inst: InstanceState, userId: string, timelines: string[]) {
  const out: Record<string, unknown> = {}
  for (const timeline of timelines) {
    const m = inst.store.markers.get(`${userId}:${timeline}`)
    if (!m) continue
    const unread =
      timeline === 'notifications'
        ? inst.store.notifications.filter((n) => n.userId === userId && n.id > Number(m.lastReadId))
            .length
        : 0
    out[timeline] = {
      last_read_id: m.lastReadId,
      version: m.version,
      updated_at: new Date(m.updatedAt).toISOString().slice(0, 23),
      pleroma: { unread_count: unread },
    }
  }
  return out
}

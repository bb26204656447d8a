import type { Hono } from 'hono'
import {
  jsonField,
  params,
  requireStaff,
  requireUser,
  viewerOf,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { ApiError, fail, notFound, validation } from '../http/errors'
import { addReport } from '../seed/content'
import type { Announcement, User } from '../store/types'
import { renderAdminUser } from '../views/account'
import { renderAdminReport, renderAnnouncement } from '../views/misc'

const ADMIN = '/api/v1/pleroma/admin'

export function adminRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  const nicknames = (c: Ctx): User[] =>
    params(c)
      .strs('nicknames')
      .flatMap((n) => {
        const u = s().findByAcct(n)
        return u ? [u] : []
      })

  app.post('/api/v1/reports', (c) => {
    const user = requireUser(c)
    const p = params(c)
    const target = s().user(p.str('account_id') ?? '')
    if (!target) throw fail(400, 'Account not found')
    const statusIds = p
      .strs('status_ids')
      .filter((id) => s().statuses.get(id)?.authorId === target.id)
    const report = addReport(s(), user, target, statusIds, p.str('comment') ?? '', s().now())
    report.forward = p.bool('forward') ?? false
    return c.json({ id: report.id, action_taken: false })
  })
  app.get(`${ADMIN}/reports`, (c) => {
    requireStaff(c)
    const p = params(c)
    const state = p.str('state')
    const all = [...s().reports.values()].filter((r) => !state || r.state === state).reverse()
    const pageSize = Math.max(p.int('page_size') || p.int('limit') || 50, 1)
    const page = Math.max(p.int('page') || 1, 1)
    const viewer = viewerOf(c, s())
    return c.json({
      total: all.length,
      reports: all
        .slice((page - 1) * pageSize, page * pageSize)
        .map((r) => renderAdminReport(viewer, r)),
    })
  })
  app.get(`${ADMIN}/reports/:id`, (c) => {
    requireStaff(c)
    const report = s().reports.get(c.req.param('id'))
    if (!report) throw notFound()
    return c.json(renderAdminReport(viewerOf(c, s()), report))
  })
  app.patch(`${ADMIN}/reports`, (c) => {
    requireStaff(c)
    const errors: { id: string; error: string }[] = []
    const items = params(c).list('reports')
    if (items.length === 0) throw validation('reports', 'Invalid array. Got: string')
    for (const item of items) {
      const id = item.str('id') ?? ''
      const state = item.str('state')
      const report = s().reports.get(id)
      if (!report) errors.push({ id, error: 'not_found' })
      else if (state !== 'open' && state !== 'closed' && state !== 'resolved')
        errors.push({ id, error: 'Unsupported state' })
      else report.state = state
    }
    if (errors.length) throw new ApiError(400, errors)
    return c.body(null, 204)
  })
  app.post(`${ADMIN}/reports/:id/notes`, (c) => {
    const user = requireStaff(c)
    const report = s().reports.get(c.req.param('id'))
    const content = params(c).str('content')
    if (!report) throw notFound()
    if (!content) throw fail(400, 'Missing field: content.')
    report.notes.push({
      id: s().seq.reportNote.next(),
      userId: user.id,
      content,
      createdAt: s().now(),
    })
    return c.body(null, 204)
  })
  app.delete(`${ADMIN}/reports/:id/notes/:noteId`, (c) => {
    requireStaff(c)
    const report = s().reports.get(c.req.param('id'))
    if (!report) throw notFound()
    report.notes = report.notes.filter((n) => String(n.id) !== c.req.param('noteId'))
    return c.body(null, 204)
  })

  const tag = (on: boolean) => (c: Ctx) => {
    requireStaff(c)
    const tags = params(c).strs('tags')
    for (const u of nicknames(c))
      u.tags = on ? [...new Set([...u.tags, ...tags])] : u.tags.filter((t) => !tags.includes(t))
    return c.body(null, 204)
  }
  app.put(`${ADMIN}/users/tag`, tag(true))
  app.delete(`${ADMIN}/users/tag`, tag(false))
  const right = (on: boolean) => (c: Ctx) => {
    const admin = requireStaff(c, true)
    const group = c.req.param('group')
    const target = s().findByAcct(c.req.param('nickname') ?? '')
    if (!target) throw notFound()
    if (group !== 'admin' && group !== 'moderator') throw fail(400, 'Unsupported permission group')
    if (!on && target.id === admin.id) throw fail(403, "You can't revoke your own admin status.")
    if (on) target.role = group
    else if (target.role === group) target.role = 'member'
    return c.json({ [`is_${group}`]: on })
  }
  app.post(`${ADMIN}/users/:nickname/permission_group/:group`, right(true))
  app.delete(`${ADMIN}/users/:nickname/permission_group/:group`, right(false))
  const activation = (on: boolean) => (c: Ctx) => {
    requireStaff(c)
    const users = nicknames(c)
    for (const u of users) u.isActive = on
    return c.json({ users: users.map((u) => renderAdminUser(s(), u)) })
  }
  app.patch(`${ADMIN}/users/activate`, activation(true))
  app.patch(`${ADMIN}/users/deactivate`, activation(false))
  app.delete(`${ADMIN}/users`, (c) => {
    requireStaff(c, true)
    const p = params(c)
    const names = [...p.strs('nicknames'), ...(p.str('nickname') ? [p.str('nickname') ?? ''] : [])]
    const deleted: string[] = []
    for (const n of names) {
      const u = s().findByAcct(n)
      if (!u) continue
      u.isActive = false
      deleted.push(n)
    }
    return c.json(deleted)
  })
  app.get(`${ADMIN}/users`, (c) => {
    requireStaff(c)
    const p = params(c)
    const q = (p.str('query') ?? p.str('name') ?? '').toLowerCase()
    const pageSize = Math.max(p.int('page_size') || 50, 1)
    const page = Math.max(p.int('page') || 1, 1)
    const users = [...s().users.values()].filter(
      (u) => !q || s().acct(u).toLowerCase().includes(q) || u.displayName.toLowerCase().includes(q),
    )
    return c.json({
      users: users
        .slice((page - 1) * pageSize, page * pageSize)
        .map((u) => renderAdminUser(s(), u)),
      count: users.length,
      page_size: pageSize,
    })
  })
  announcementAdmin(app, inst)
}

function announcementAdmin(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  const time = (v: unknown): number | null => {
    if (typeof v !== 'string' || !v) return null
    const t = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`)
    if (Number.isNaN(t)) throw fail(400, 'Invalid date')
    return t
  }
  const list = (c: Ctx) => {
    requireStaff(c)
    const viewer = c.get('user')
    return c.json(
      [...s().announcements.values()].map((a) =>
        renderAnnouncement(s(), a, viewer?.id ?? null, true),
      ),
    )
  }
  const create = (c: Ctx) => {
    requireStaff(c)
    const p = params(c)
    const content = p.str('content')
    if (!content) throw fail(400, 'Missing field: content.')
    const now = s().now()
    const a: Announcement = {
      id: s().flake.next(now),
      content,
      startsAt: time(p.str('starts_at')),
      endsAt: time(p.str('ends_at')),
      allDay: p.bool('all_day') ?? false,
      publishedAt: now,
      updatedAt: now,
      readBy: new Set(),
    }
    s().announcements.set(a.id, a)
    return c.json(renderAnnouncement(s(), a, null, true))
  }
  const find = (c: Ctx) => {
    requireStaff(c)
    const a = s().announcements.get(c.req.param('id') ?? '')
    if (!a) throw notFound()
    return a
  }
  app.get(`${ADMIN}/announcements`, list)
  app.get('/api/announcements', list)
  app.post(`${ADMIN}/announcements`, create)
  app.post('/api/admin/announcements/create', create)
  app.get(`${ADMIN}/announcements/:id`, (c) => c.json(renderAnnouncement(s(), find(c), null, true)))
  app.patch(`${ADMIN}/announcements/:id`, (c) => {
    const a = find(c)
    const p = params(c)
    if (p.str('content') !== undefined) a.content = p.str('content') ?? a.content
    if (p.has('starts_at')) a.startsAt = time(jsonField(c, 'starts_at') ?? p.str('starts_at'))
    if (p.has('ends_at')) a.endsAt = time(jsonField(c, 'ends_at') ?? p.str('ends_at'))
    if (p.bool('all_day') !== undefined) a.allDay = p.bool('all_day') ?? false
    a.updatedAt = s().now()
    return c.json(renderAnnouncement(s(), a, null, true))
  })
  app.delete(`${ADMIN}/announcements/:id`, (c) => {
    s().announcements.delete(find(c).id)
    return c.json({})
  })
}

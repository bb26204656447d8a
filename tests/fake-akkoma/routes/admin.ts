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
import type { Announcement } from '../store/types'
import { renderAdminReport, renderAnnouncement } from '../views/misc'
import { adminStatusRoutes } from './admin-statuses'
import { adminUserRoutes } from './admin-users'

const ADMIN = '/api/v1/pleroma/admin'

export function adminRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store

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

  adminUserRoutes(app, inst)
  adminStatusRoutes(app, inst)
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
  // Announcements are the admins' alone (the router's require_admin pipeline).
  const list = (c: Ctx) => {
    requireStaff(c, true)
    const viewer = c.get('user')
    return c.json(
      [...s().announcements.values()].map((a) =>
        renderAnnouncement(s(), a, viewer?.id ?? null, true),
      ),
    )
  }
  const create = (c: Ctx) => {
    requireStaff(c, true)
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
    requireStaff(c, true)
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

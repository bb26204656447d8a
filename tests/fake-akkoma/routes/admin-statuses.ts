import type { Hono } from 'hono'
import {
  params,
  requirePrivilegedStaff,
  requireStaff,
  viewerOf,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail } from '../http/errors'
import { deleteStatus } from '../actions/statuses'
import type { Status } from '../store/types'
import { renderStatus } from '../views/status'

const ADMIN = '/api/v1/pleroma/admin'
const SCOPES = new Set(['public', 'unlisted', 'private'])

// Akkoma's AdminAPI StatusController: every recent status for privileged staff (godmode shows
// the private ones too), and for all staff one status by id, its scope or sensitivity changed
// (CommonAPI.update_activity_scope), or its deletion.
export function adminStatusRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  const find = (id: string | undefined): Status => {
    const status = id === undefined ? undefined : s().statuses.get(id)
    if (!status || status.reblogOfId) throw fail(404, 'Not found')
    return status
  }
  app.get(`${ADMIN}/statuses`, (c) => {
    requirePrivilegedStaff(c, s())
    const p = params(c)
    const godmode = p.bool('godmode') ?? false
    const localOnly = p.bool('local_only') ?? false
    const withReblogs = p.bool('with_reblogs') ?? false
    const pageSize = Math.max(p.int('page_size') || 20, 1)
    const page = Math.max(p.int('page') || 1, 1)
    const found: Status[] = []
    const skip = (page - 1) * pageSize
    let seen = 0
    for (let i = s().order.length - 1; i >= 0 && found.length < pageSize; i--) {
      const status = s().statuses.get(s().order[i] ?? '')
      if (!status) continue
      if (!withReblogs && status.reblogOfId) continue
      if (localOnly && s().user(status.authorId)?.domain !== null) continue
      if (!godmode && status.visibility !== 'public' && status.visibility !== 'unlisted') continue
      if (seen++ < skip) continue
      found.push(status)
    }
    const viewer = viewerOf(c, s())
    return c.json(found.map((status) => renderStatus(viewer, status)))
  })
  app.get(`${ADMIN}/statuses/:id`, (c) => {
    requireStaff(c)
    return c.json(renderStatus(viewerOf(c, s()), find(c.req.param('id'))))
  })
  app.put(`${ADMIN}/statuses/:id`, (c) => {
    requireStaff(c)
    const status = find(c.req.param('id'))
    const p = params(c)
    const visibility = p.str('visibility')
    if (visibility !== undefined && !SCOPES.has(visibility))
      throw fail(400, 'Unsupported visibility')
    const sensitive = p.bool('sensitive')
    if (sensitive !== undefined) status.sensitive = sensitive
    if (visibility !== undefined) status.visibility = visibility as Status['visibility']
    return c.json(renderStatus(viewerOf(c, s()), status))
  })
  app.delete(`${ADMIN}/statuses/:id`, (c) => {
    requireStaff(c)
    deleteStatus(s(), find(c.req.param('id')))
    return c.json({})
  })
}

import type { Hono } from 'hono'
import {
  params,
  requirePrivilegedStaff,
  requireStaff,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { ApiError, fail } from '../http/errors'
import type { Invite, User } from '../store/types'
import { renderAdminUser } from '../views/account'

const ADMIN = '/api/v1/pleroma/admin'

// Akkoma's AdminAPI UserController / AdminAPIController / InviteController, with the router's
// three pipelines: staff (tags, activation, approval, the user list, invites), privileged staff
// (deleting accounts), admins only (rights, password resets, confirmation e-mails).

/** `filters` of GET /users: a comma-separated list, each narrowing the list. */
const FILTERS: Record<string, (u: User) => boolean> = {
  local: (u) => u.domain === null,
  external: (u) => u.domain !== null,
  active: (u) => u.isActive,
  deactivated: (u) => !u.isActive,
  need_approval: (u) => !u.isApproved,
  unconfirmed: (u) => !u.isConfirmed,
  is_admin: (u) => u.role === 'admin',
  is_moderator: (u) => u.role === 'moderator',
}

export function adminUserRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  /** The users named in `nicknames`; an unknown name is skipped, as Akkoma does. */
  const named = (c: Ctx): User[] =>
    params(c)
      .strs('nicknames')
      .flatMap((n) => {
        const u = s().findByAcct(n)
        return u ? [u] : []
      })
  const tag = (on: boolean) => (c: Ctx) => {
    requireStaff(c)
    const tags = params(c).strs('tags')
    for (const u of named(c))
      u.tags = on ? [...new Set([...u.tags, ...tags])] : u.tags.filter((t) => !tags.includes(t))
    return c.body(null, 204)
  }
  app.put(`${ADMIN}/users/tag`, tag(true))
  app.delete(`${ADMIN}/users/tag`, tag(false))

  const right = (on: boolean) => (c: Ctx) => {
    const admin = requireStaff(c, true)
    const group = c.req.param('group')
    const target = s().findByAcct(c.req.param('nickname') ?? '')
    if (group !== 'admin' && group !== 'moderator') throw fail(404, 'No such permission_group')
    if (!target) throw fail(404, 'Not found')
    if (!on && target.id === admin.id) throw fail(403, "You can't revoke your own admin status.")
    if (on) target.role = group
    else if (target.role === group) target.role = 'member'
    return c.json({ [`is_${group}`]: on })
  }
  app.post(`${ADMIN}/users/:nickname/permission_group/:group`, right(true))
  app.delete(`${ADMIN}/users/:nickname/permission_group/:group`, right(false))

  const patchUsers = (change: (u: User) => void) => (c: Ctx) => {
    requireStaff(c)
    const users = named(c)
    for (const u of users) change(u)
    return c.json({ users: users.map((u) => renderAdminUser(s(), u)) })
  }
  app.patch(
    `${ADMIN}/users/activate`,
    patchUsers((u) => (u.isActive = true)),
  )
  app.patch(
    `${ADMIN}/users/deactivate`,
    patchUsers((u) => (u.isActive = false)),
  )
  app.patch(
    `${ADMIN}/users/approve`,
    patchUsers((u) => (u.isApproved = true)),
  )
  app.patch(`${ADMIN}/users/resend_confirmation_email`, (c) => {
    requireStaff(c, true)
    for (const u of named(c)) u.confirmationsSent = (u.confirmationsSent ?? 0) + 1
    return c.json('')
  })
  app.patch(`${ADMIN}/users/confirm_email`, (c) => {
    requireStaff(c, true)
    for (const u of named(c)) u.isConfirmed = true
    return c.json('')
  })
  app.patch(`${ADMIN}/users/force_password_reset`, (c) => {
    requireStaff(c, true)
    for (const u of named(c)) if (u.domain === null) u.passwordResetPending = true
    return c.body(null, 204)
  })

  app.delete(`${ADMIN}/users`, (c) => {
    requirePrivilegedStaff(c, s())
    const p = params(c)
    const one = p.str('nickname')
    const names = [...p.strs('nicknames'), ...(one ? [one] : [])]
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
    const q = (p.str('query') ?? '').toLowerCase()
    const name = (p.str('name') ?? '').toLowerCase()
    const email = (p.str('email') ?? '').toLowerCase()
    const filters = (p.str('filters') ?? '')
      .split(',')
      .map((f) => f.trim())
      .flatMap((f) => (FILTERS[f] ? [FILTERS[f]] : []))
    const tags = p.strs('tags')
    const actorTypes = p.strs('actor_types')
    const pageSize = Math.max(p.int('page_size') || 50, 1)
    const page = Math.max(p.int('page') || 1, 1)
    const users = [...s().users.values()].filter(
      (u) =>
        (!q ||
          s().acct(u).toLowerCase().includes(q) ||
          u.displayName.toLowerCase().includes(q) ||
          u.email.toLowerCase().includes(q)) &&
        (!name || u.displayName.toLowerCase().includes(name)) &&
        (!email || u.email.toLowerCase().includes(email)) &&
        filters.every((keep) => keep(u)) &&
        (tags.length === 0 || tags.some((t) => u.tags.includes(t))) &&
        (actorTypes.length === 0 || actorTypes.includes(u.bot ? 'Service' : 'Person')),
    )
    return c.json({
      users: users
        .slice((page - 1) * pageSize, page * pageSize)
        .map((u) => renderAdminUser(s(), u)),
      count: users.length,
      page_size: pageSize,
    })
  })
  // Before `/users/:nickname`, which would take `invites` for a nickname.
  inviteRoutes(app, inst)
  app.get(`${ADMIN}/users/:nickname`, (c) => {
    requireStaff(c)
    const key = c.req.param('nickname')
    const u = s().user(key) ?? s().findByAcct(key)
    if (!u) throw fail(404, 'Not found')
    return c.json(renderAdminUser(s(), u))
  })
}

function inviteType(invite: Invite): string {
  if (invite.maxUse !== null && invite.expiresAt !== null) return 'reusable_date_limited'
  if (invite.maxUse !== null) return 'reusable'
  if (invite.expiresAt !== null) return 'date_limited'
  return 'one_time'
}

const renderInvite = (invite: Invite) => ({
  id: invite.id,
  token: invite.token,
  used: invite.used,
  expires_at: invite.expiresAt,
  uses: invite.uses,
  max_use: invite.maxUse,
  invite_type: inviteType(invite),
})

/** Whether an invite token lets someone register now (and counts the use). */
export function redeemInvite(inst: InstanceState, token: string | undefined): boolean {
  const invite = token === undefined ? undefined : inst.store.invites.get(token)
  if (!invite || invite.used) return false
  if (invite.expiresAt !== null && Date.parse(invite.expiresAt) < inst.store.now()) return false
  invite.uses += 1
  if (invite.maxUse === null ? invite.expiresAt === null : invite.uses >= invite.maxUse)
    invite.used = true
  return true
}

function inviteRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  app.post(`${ADMIN}/users/invite_token`, (c) => {
    requireStaff(c)
    const p = params(c)
    const expires = p.str('expires_at') ?? null
    if (expires !== null && Number.isNaN(Date.parse(expires)))
      throw new ApiError(400, { error: 'expires_at - Invalid date.' })
    const id = s().seq.invite.next()
    const invite: Invite = {
      id,
      token: `invite-${String(id)}-${Math.floor(s().random() * 1e9).toString(36)}`,
      used: false,
      expiresAt: expires,
      uses: 0,
      maxUse: p.int('max_use') || null,
    }
    s().invites.set(invite.token, invite)
    return c.json(renderInvite(invite))
  })
  app.get(`${ADMIN}/users/invites`, (c) => {
    requireStaff(c)
    return c.json({ invites: [...s().invites.values()].map(renderInvite) })
  })
  app.post(`${ADMIN}/users/revoke_invite`, (c) => {
    requireStaff(c)
    const invite = s().invites.get(params(c).str('token') ?? '')
    if (!invite) throw fail(404, 'Not found')
    invite.used = true
    return c.json(renderInvite(invite))
  })
  app.post(`${ADMIN}/users/email_invite`, (c) => {
    requireStaff(c)
    const settings = s().settings
    if (!settings.mailerEnabled) throw new ApiError(400, { error: 'Mailer is disabled' })
    if (settings.registrations !== 'invite')
      throw new ApiError(400, {
        error: 'To send invites you need to set the `invites_enabled` option to true.',
      })
    if (!params(c).str('email')) throw new ApiError(400, { error: 'Missing field: email.' })
    return c.body(null, 204)
  })
}

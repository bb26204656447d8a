import type { Hono } from 'hono'
import {
  answerFollowRequest,
  block,
  follow,
  mute,
  removeFromFollowers,
  setSubscription,
  unfollow,
} from '../actions/accounts'
import {
  params,
  requireUser,
  viewerOf,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail } from '../http/errors'
import { pageOf, pageQuery, setLinkHeader, sortKeys } from '../http/paging'
import { pairKey } from '../store/store'
import type { User } from '../store/types'
import { renderAccount, renderRelationship } from '../views/account'
import { findAccount } from './accounts'

type Change = (user: User, target: User, c: Ctx) => void

export function relationshipRoutes(app: Hono<Env>, inst: InstanceState): void {
  const change = (path: string, fn: Change) =>
    app.post(path, (c) => {
      const user = requireUser(c)
      const target = findAccount(c, inst.store, c.req.param('id') ?? '')
      fn(user, target, c)
      return c.json(renderRelationship(inst.store, user.id, target))
    })
  const s = () => inst.store
  change('/api/v1/accounts/:id/follow', (u, t, c) => {
    const p = params(c)
    follow(s(), u, t, { reblogs: p.bool('reblogs'), notify: p.bool('notify') })
  })
  change('/api/v1/accounts/:id/unfollow', (u, t) => unfollow(s(), u, t))
  change('/api/v1/accounts/:id/block', (u, t) => block(s(), u, t))
  change('/api/v1/accounts/:id/unblock', (u, t) => s().blocks.delete(pairKey(u.id, t.id)))
  change('/api/v1/accounts/:id/mute', (u, t, c) => {
    const p = params(c)
    const expiresIn = p.int('expires_in') ?? p.int('duration')
    mute(s(), u, t, {
      notifications: p.bool('notifications') ?? true,
      expiresIn: expiresIn && !Number.isNaN(expiresIn) ? expiresIn : undefined,
    })
  })
  change('/api/v1/accounts/:id/unmute', (u, t) => s().mutes.delete(pairKey(u.id, t.id)))
  change('/api/v1/accounts/:id/note', (u, t, c) =>
    s().notes.set(pairKey(u.id, t.id), params(c).str('comment') ?? ''),
  )
  change('/api/v1/accounts/:id/remove_from_followers', (u, t) => removeFromFollowers(s(), u, t))
  change('/api/v1/pleroma/accounts/:id/subscribe', (u, t) => setSubscription(s(), u, t, true))
  change('/api/v1/pleroma/accounts/:id/unsubscribe', (u, t) => setSubscription(s(), u, t, false))
  // Endorsements (Mastodon's "feature on profile"), which Akkoma keeps as account pins.
  const endorse = (on: boolean) => (u: User, t: User) => {
    if (on && !s().isFollowing(u.id, t.id))
      throw fail(422, 'You must be following this account to endorse it')
    const set = s().endorsements.get(u.id) ?? new Set<string>()
    if (on) set.add(t.id)
    else set.delete(t.id)
    s().endorsements.set(u.id, set)
  }
  change('/api/v1/accounts/:id/pin', endorse(true))
  change('/api/v1/accounts/:id/unpin', endorse(false))
  change('/api/v1/follow_requests/:id/authorize', (u, t) => answerFollowRequest(s(), u, t, true))
  change('/api/v1/follow_requests/:id/reject', (u, t) => answerFollowRequest(s(), u, t, false))

  app.get('/api/v1/follow_requests', (c) => {
    const user = requireUser(c)
    const keyed = new Map<string, User>()
    for (const f of s().follows.values()) {
      const from = s().user(f.followerId)
      if (f.followeeId === user.id && f.state === 'pending' && from) keyed.set(f.id, from)
    }
    return accountPage(c, inst, keyed)
  })
  app.get('/api/v1/blocks', (c) => {
    const user = requireUser(c)
    const keyed = new Map<string, User>()
    for (const [key, id] of s().blocks) {
      const [a, b] = key.split(':')
      const target = s().user(b ?? '')
      if (a === user.id && target) keyed.set(id, target)
    }
    return accountPage(c, inst, keyed)
  })
  app.get('/api/v1/mutes', (c) => {
    const user = requireUser(c)
    const keyed = new Map<string, User>()
    for (const [key, m] of s().mutes) {
      const [a, b] = key.split(':')
      const target = s().user(b ?? '')
      if (a === user.id && target && s().isMuting(user.id, target.id)) keyed.set(m.id, target)
    }
    return accountPage(c, inst, keyed)
  })
  app.get('/api/v1/endorsements', (c) => {
    const user = viewerOf(c, inst.store).user
    if (!user) return c.json([])
    const keyed = new Map<string, User>()
    for (const id of s().endorsements.get(user.id) ?? []) {
      const target = s().user(id)
      if (target?.isActive) keyed.set(id, target)
    }
    return accountPage(c, inst, keyed)
  })
  app.get('/api/v1/domain_blocks', (c) => {
    const user = requireUser(c)
    return c.json([...(s().domainBlocks.get(user.id) ?? [])].sort())
  })
  app.post('/api/v1/domain_blocks', (c) => {
    const user = requireUser(c)
    const domain = params(c).str('domain')?.trim().toLowerCase()
    if (!domain) throw fail(400, 'Missing field: domain.')
    const set = s().domainBlocks.get(user.id) ?? new Set<string>()
    set.add(domain)
    s().domainBlocks.set(user.id, set)
    for (const f of [...s().follows.values()]) {
      const other = s().user(f.followeeId)
      if (f.followerId === user.id && other?.domain === domain)
        s().follows.delete(pairKey(user.id, other.id))
    }
    return c.json({})
  })
  app.delete('/api/v1/domain_blocks', (c) => {
    const user = requireUser(c)
    const domain = params(c).str('domain')?.trim().toLowerCase()
    if (!domain) throw fail(400, 'Missing field: domain.')
    s().domainBlocks.get(user.id)?.delete(domain)
    return c.json({})
  })
}

function accountPage(c: Ctx, inst: InstanceState, keyed: Map<string, User>): Response {
  const viewer = viewerOf(c, inst.store)
  const withRel = params(c).bool('with_relationships') ?? false
  const page = pageOf(
    sortKeys([...keyed.keys()]),
    pageQuery(c, 40, 80),
    (k) => keyed.get(k) ?? null,
  )
  setLinkHeader(
    c,
    inst.store,
    page.map((p) => p.key),
  )
  return c.json(page.map((p) => renderAccount(viewer, p.item, { withRelationship: withRel })))
}

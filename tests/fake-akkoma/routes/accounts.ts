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
import type { Store } from '../store/store'
import type { User } from '../store/types'
import { renderAccount, renderRelationship, type Json } from '../views/account'
import { renderList } from '../views/misc'
import { fetchAccount } from '../actions/resolve'
import { registerAccount, requestPasswordReset } from './registration'
import { updateCredentials } from './update-credentials'

export function findAccount(c: Ctx, store: Store, idOrNick: string, fetch = true): User {
  // As Akkoma's cached nickname lookup does, a `user@host` it does not know yet is fetched
  // (not by /accounts/lookup, which reads only what is stored).
  const user =
    store.findUser(idOrNick) ??
    (fetch && idOrNick.includes('@') ? fetchAccount(store, idOrNick) : undefined)
  const viewer = currentUser(c)
  if (!user || (!user.isActive && (!viewer || viewer.role === 'member'))) throw notFound()
  return user
}

export function searchAccounts(
  store: Store,
  q: string,
  viewer: User | null,
  following: boolean,
): User[] {
  const needle = q.replace(/^@/, '').toLowerCase()
  if (!needle) return []
  const exact = store.findByAcct(needle)
  const out = [...store.users.values()].filter(
    (u) =>
      u.isActive &&
      (store.acct(u).toLowerCase().includes(needle) ||
        u.displayName.toLowerCase().includes(needle)) &&
      (!following || (viewer && store.isFollowing(viewer.id, u.id))),
  )
  if (exact?.isActive) return [exact, ...out.filter((u) => u !== exact)]
  return out
}

/** Followers/following: keyed by the follow relationship's id, the real server's page key. */
function followPage(c: Ctx, inst: InstanceState, direction: 'followers' | 'following'): Response {
  const { store } = inst
  const target = findAccount(c, store, c.req.param('id') ?? '')
  const viewer = viewerOf(c, store)
  const self = viewer.user?.id === target.id
  if (!self && (direction === 'followers' ? target.hideFollowers : target.hideFollows))
    return c.json([])
  const keyed = new Map<string, User>()
  for (const f of store.follows.values()) {
    if (f.state !== 'accepted') continue
    const match =
      direction === 'followers' ? f.followeeId === target.id : f.followerId === target.id
    const other = store.user(direction === 'followers' ? f.followerId : f.followeeId)
    if (match && other?.isActive) keyed.set(f.id, other)
  }
  const withRel = params(c).bool('with_relationships') ?? false
  const page = pageOf(sortKeys([...keyed.keys()]), pageQuery(c), (k) => keyed.get(k) ?? null)
  setLinkHeader(
    c,
    store,
    page.map((p) => p.key),
  )
  return c.json(page.map((p) => renderAccount(viewer, p.item, { withRelationship: withRel })))
}

export function accountRoutes(app: Hono<Env>, inst: InstanceState): void {
  app.get('/api/v1/accounts/verify_credentials', (c) => {
    const user = requireUser(c)
    return c.json(
      renderAccount(viewerOf(c, inst.store), user, {
        withSettingsStore: true,
        withRelationship: true,
      }),
    )
  })
  app.patch('/api/v1/accounts/update_credentials', (c) => updateCredentials(c, inst))
  app.post('/api/v1/accounts', (c) => registerAccount(c, inst))
  app.post('/auth/password', (c) => requestPasswordReset(c, inst))
  app.get('/api/v1/accounts/lookup', (c) => {
    const acct = params(c).str('acct')
    if (!acct) throw fail(400, 'Missing field: acct.')
    return c.json(renderAccount(viewerOf(c, inst.store), findAccount(c, inst.store, acct, false)))
  })
  app.get('/api/v1/accounts/search', (c) => {
    const p = params(c)
    const viewer = viewerOf(c, inst.store)
    const limit = Math.min(Math.max(p.int('limit') || 40, 1), 40)
    const found = searchAccounts(
      inst.store,
      p.str('q') ?? '',
      viewer.user,
      p.bool('following') ?? false,
    )
    return c.json(found.slice(0, limit).map((u) => renderAccount(viewer, u)))
  })
  app.get('/api/v1/accounts/relationships', (c) => {
    const user = requireUser(c)
    const p = params(c)
    const ids = p.strs('id')
    const out: Json[] = []
    for (const id of ids) {
      const target = inst.store.user(id)
      if (target) out.push(renderRelationship(inst.store, user.id, target))
    }
    return c.json(out)
  })
  app.get('/api/v1/accounts/:id', (c) => {
    const target = findAccount(c, inst.store, c.req.param('id'))
    const withRel = params(c).bool('with_relationships') ?? false
    return c.json(renderAccount(viewerOf(c, inst.store), target, { withRelationship: withRel }))
  })
  app.get('/api/v1/accounts/:id/followers', (c) => followPage(c, inst, 'followers'))
  app.get('/api/v1/accounts/:id/following', (c) => followPage(c, inst, 'following'))
  app.get('/api/v1/accounts/:id/lists', (c) => {
    const user = requireUser(c)
    const target = findAccount(c, inst.store, c.req.param('id'))
    const lists = [...inst.store.lists.values()].filter(
      (l) => l.ownerId === user.id && l.memberIds.has(target.id),
    )
    return c.json(lists.map(renderList))
  })
  app.get('/api/v1/trends', (c) => c.json([]))
  app.get('/api/v1/accounts/:id/identity_proofs', (c) => c.json([]))
  app.get('/api/v1/preferences', (c) => {
    const user = requireUser(c)
    return c.json({
      'posting:default:visibility': user.privacy,
      'posting:default:sensitive': false,
      'posting:default:language': user.language,
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
    })
  })
  app.get('/api/v1/directory', (c) => {
    const p = params(c)
    const viewer = viewerOf(c, inst.store)
    const users = [...inst.store.users.values()].filter(
      (u) => u.isActive && u.discoverable && (!p.bool('local') || u.domain === null),
    )
    const offset = p.int('offset') || 0
    const limit = Math.min(p.int('limit') || 40, 80)
    return c.json(users.slice(offset, offset + limit).map((u) => renderAccount(viewer, u)))
  })
}

import type { Hono } from 'hono'
import { resolveQuery } from '../actions/resolve'
import { params, viewerOf, type Ctx, type Env, type InstanceState } from '../http/context'
import type { Status } from '../store/types'
import { renderAccount, renderRelationship } from '../views/account'
import { renderStatus } from '../views/status'
import { tagHistories } from '../views/tag'
import { searchAccounts } from './accounts'
import { commonFilter } from './filters'

const TAG = /^#?[\p{L}\p{N}_]+$/u

/**
 * GET /api/v2/search: accounts by handle or name, statuses by text, hashtags by name. With
 * resolve=true a handle or an object's URL is fetched first, as Akkoma does (actions/resolve).
 */
function search(c: Ctx, inst: InstanceState): Response {
  const { store } = inst
  const p = params(c)
  const q = (p.str('q') ?? '').trim()
  const type = p.str('type')
  const limit = Math.min(Math.max(p.int('limit') || 20, 1), 40)
  const offset = p.int('offset') || 0
  const viewer = viewerOf(c, store)
  const withRel = p.bool('with_relationships') ?? false
  const following = p.bool('following') ?? false
  const want = (t: string) => !type || type === t
  // Resolving fetches from other servers: signed-in users only, as on Mastodon and Akkoma.
  const resolved = q && viewer.user && (p.bool('resolve') ?? false) ? resolveQuery(store, q) : {}
  const visible = commonFilter(store, viewer.user, p)

  let accounts = want('accounts') ? searchAccounts(store, q, viewer.user, following) : []
  if (resolved.user && want('accounts')) {
    const user = resolved.user
    if (!following || (viewer.user && store.isFollowing(viewer.user.id, user.id)))
      accounts = [user, ...accounts.filter((u) => u.id !== user.id)]
  }
  accounts = accounts.slice(offset, offset + limit)

  const statuses: Status[] = []
  if (resolved.status && visible(resolved.status)) statuses.push(resolved.status)
  else if (want('statuses') && q && !resolved.user) {
    const needle = q.toLowerCase()
    const byAccount = p.str('account_id')
    for (let i = store.order.length - 1; i >= 0 && statuses.length < offset + limit; i--) {
      const s = store.statuses.get(store.order[i] ?? '')
      if (!s || s.reblogOfId || !visible(s)) continue
      if (byAccount && s.authorId !== byAccount) continue
      if (s.text.toLowerCase().includes(needle)) statuses.push(s)
    }
  }

  const hashtags = new Set<string>()
  if (want('hashtags') && q && !resolved.user && !resolved.status) {
    const needle = q.replace(/^#/, '').toLowerCase()
    for (const s of store.statuses.values())
      for (const t of s.tags) if (t.includes(needle)) hashtags.add(t)
    if (TAG.test(q)) hashtags.add(needle)
  }
  const names = [...hashtags].slice(offset, offset + limit)
  const histories = tagHistories(store, names)

  return c.json({
    accounts: accounts.map((u) => {
      const out = renderAccount(viewer, u, { withRelationship: withRel })
      return withRel && viewer.user
        ? { ...out, relationship: renderRelationship(store, viewer.user.id, u) }
        : out
    }),
    statuses: (resolved.status ? statuses : statuses.slice(offset)).map((s) =>
      renderStatus(viewer, s),
    ),
    hashtags: names.map((name) => ({
      name,
      url: `${store.origin}/tag/${name}`,
      history: histories.get(name) ?? [],
    })),
  })
}

export function searchRoutes(app: Hono<Env>, inst: InstanceState): void {
  app.get('/api/v2/search', (c) => search(c, inst))
}

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
import { pageOf, pageQuery, setLinkHeader, sortKeys } from '../http/paging'
import type { UserList } from '../store/types'
import { renderAccount } from '../views/account'
import { renderList, renderTag } from '../views/misc'
import { tagHistories } from '../views/tag'

export function listRoutes(app: Hono<Env>, inst: InstanceState): void {
  const own = (c: Ctx): UserList => {
    const user = requireUser(c)
    const list = inst.store.lists.get(c.req.param('id') ?? '')
    if (list?.ownerId !== user.id) throw notFound()
    return list
  }
  app.get('/api/v1/lists', (c) => {
    const user = requireUser(c)
    return c.json(
      [...inst.store.lists.values()].filter((l) => l.ownerId === user.id).map(renderList),
    )
  })
  app.post('/api/v1/lists', (c) => {
    const user = requireUser(c)
    const title = params(c).str('title')
    if (!title) throw fail(400, 'Missing field: title.')
    const id = String(inst.store.seq.list.next())
    const list = { id, ownerId: user.id, title, memberIds: new Set<string>() }
    inst.store.lists.set(id, list)
    return c.json(renderList(list))
  })
  app.get('/api/v1/lists/:id', (c) => c.json(renderList(own(c))))
  app.put('/api/v1/lists/:id', (c) => {
    const list = own(c)
    const title = params(c).str('title')
    if (!title) throw fail(400, 'Missing field: title.')
    list.title = title
    return c.json(renderList(list))
  })
  app.delete('/api/v1/lists/:id', (c) => {
    inst.store.lists.delete(own(c).id)
    return c.json({})
  })
  app.get('/api/v1/lists/:id/accounts', (c) => {
    const list = own(c)
    const viewer = viewerOf(c, inst.store)
    return c.json(
      [...list.memberIds].flatMap((id) => {
        const u = inst.store.user(id)
        return u ? [renderAccount(viewer, u)] : []
      }),
    )
  })
  app.post('/api/v1/lists/:id/accounts', (c) => {
    const list = own(c)
    for (const id of params(c).strs('account_ids')) {
      if (!inst.store.user(id)) throw notFound()
      list.memberIds.add(id)
    }
    return c.json({})
  })
  app.delete('/api/v1/lists/:id/accounts', (c) => {
    const list = own(c)
    for (const id of params(c).strs('account_ids')) list.memberIds.delete(id)
    return c.json({})
  })

  app.get('/api/v1/tags/:name', (c) =>
    c.json(renderTag(inst.store, c.req.param('name').toLowerCase(), c.get('user')?.id ?? null)),
  )
  const tagFollow = (on: boolean) => (c: Ctx) => {
    const user = requireUser(c)
    const name = (c.req.param('name') ?? '').toLowerCase()
    const tags = inst.store.followedTags.get(user.id) ?? new Map<string, number>()
    if (on && !tags.has(name)) tags.set(name, inst.store.seq.tagFollow.next())
    if (!on) tags.delete(name)
    inst.store.followedTags.set(user.id, tags)
    return c.json(renderTag(inst.store, name, user.id))
  }
  app.post('/api/v1/tags/:name/follow', tagFollow(true))
  app.post('/api/v1/tags/:name/unfollow', tagFollow(false))
  app.get('/api/v1/followed_tags', (c) => {
    const user = requireUser(c)
    const tags = new Map<string, string>()
    for (const [name, id] of inst.store.followedTags.get(user.id) ?? []) tags.set(String(id), name)
    const page = pageOf(sortKeys([...tags.keys()]), pageQuery(c), (k) => tags.get(k) ?? null)
    setLinkHeader(
      c,
      inst.store,
      page.map((p) => p.key),
    )
    const histories = tagHistories(
      inst.store,
      page.map((p) => p.item),
    )
    return c.json(page.map((p) => renderTag(inst.store, p.item, user.id, histories.get(p.item))))
  })

  app.post('/api/v1/announcements/:id/dismiss', (c) => {
    const user = requireUser(c)
    const a = inst.store.announcements.get(c.req.param('id'))
    if (!a) throw notFound()
    a.readBy.add(user.id)
    return c.json({})
  })
}

import type { Hono } from 'hono'
import {
  bookmark,
  favourite,
  muteThread,
  pin,
  react,
  reblog,
  unfavourite,
  unreact,
  unreblog,
  vote,
} from '../actions/interactions'
import {
  params,
  requireUser,
  viewerOf,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail, notFound, validation } from '../http/errors'
import { stripHtml } from '../store/text'
import type { Status, User } from '../store/types'
import { renderAccount } from '../views/account'
import { renderPoll, renderStatus } from '../views/status'
import { findVisibleStatus } from './statuses'

type Action = (user: User, status: Status, c: Ctx) => unknown

export function statusActionRoutes(app: Hono<Env>, inst: InstanceState): void {
  const act = (path: string, action: Action) =>
    app.post(`/api/v1/statuses/:id/${path}`, (c) => {
      const user = requireUser(c)
      const status = findVisibleStatus(c, inst.store, c.req.param('id'))
      const target = status.reblogOfId
        ? (inst.store.statuses.get(status.reblogOfId) ?? status)
        : status
      const returned = action(user, target, c)
      const result = isStatus(returned) ? returned : target
      return c.json(renderStatus(viewerOf(c, inst.store), result))
    })
  act('favourite', (u, s) => favourite(inst.store, u, s))
  act('unfavourite', (u, s) => unfavourite(inst.store, u, s))
  act('reblog', (u, s, c) => {
    const v = params(c).str('visibility')
    return reblog(inst.store, u, s, v === 'unlisted' || v === 'private' ? v : 'public')
  })
  act('unreblog', (u, s) => unreblog(inst.store, u, s))
  act('bookmark', (u, s) => bookmark(inst.store, u, s, true))
  act('unbookmark', (u, s) => bookmark(inst.store, u, s, false))
  act('pin', (u, s) => pin(inst.store, u, s, true))
  act('unpin', (u, s) => pin(inst.store, u, s, false))
  act('mute', (u, s) => muteThread(inst.store, u, s, true))
  act('unmute', (u, s) => muteThread(inst.store, u, s, false))
  // The spec's react/unreact calls, Akkoma's own PUT/DELETE, and the Fedibird alias.
  act('react/:emoji', (u, s, c) => react(inst.store, u, s, c.req.param('emoji') ?? ''))
  act('unreact/:emoji', (u, s, c) => unreact(inst.store, u, s, c.req.param('emoji') ?? ''))
  const reactRoute = (on: boolean) => (c: Ctx) => {
    const user = requireUser(c)
    const status = findVisibleStatus(c, inst.store, c.req.param('id') ?? '')
    const emoji = decodeURIComponent(c.req.param('emoji') ?? '')
    if (on) react(inst.store, user, status, emoji)
    else unreact(inst.store, user, status, emoji)
    return c.json(renderStatus(viewerOf(c, inst.store), status))
  }
  for (const base of [
    '/api/v1/pleroma/statuses/:id/reactions/:emoji',
    '/api/v1/statuses/:id/emoji_reactions/:emoji',
  ]) {
    app.put(base, reactRoute(true))
    app.delete(base, reactRoute(false))
  }
  const reactionList = (c: Ctx) => {
    const status = findVisibleStatus(c, inst.store, c.req.param('id') ?? '')
    const viewer = viewerOf(c, inst.store)
    const only = c.req.param('emoji')
    const groups = new Map<
      string,
      { name: string; count: number; me: boolean; url: string | null; accounts: unknown[] }
    >()
    for (const r of inst.store.reactions.get(status.id) ?? []) {
      if (only && r.emoji !== decodeURIComponent(only).replace(/^:|:$/g, '')) continue
      const user = inst.store.user(r.userId)
      if (!user?.isActive) continue
      const g = groups.get(r.emoji) ?? {
        name: r.emoji,
        count: 0,
        me: false,
        url: r.url,
        accounts: [],
      }
      g.count++
      g.accounts.push(renderAccount(viewer, user))
      if (r.userId === viewer.user?.id) g.me = true
      groups.set(r.emoji, g)
    }
    return c.json([...groups.values()])
  }
  app.get('/api/v1/pleroma/statuses/:id/reactions', reactionList)
  app.get('/api/v1/pleroma/statuses/:id/reactions/:emoji', reactionList)
  app.get('/api/v1/statuses/:id/favourited_by', (c) => {
    const status = findVisibleStatus(c, inst.store, c.req.param('id'))
    const viewer = viewerOf(c, inst.store)
    const ids = [...(inst.store.favourites.get(status.id)?.keys() ?? [])]
    return c.json(
      ids.flatMap((id) => {
        const u = inst.store.user(id)
        return u ? [renderAccount(viewer, u)] : []
      }),
    )
  })
  app.get('/api/v1/statuses/:id/reblogged_by', (c) => {
    const status = findVisibleStatus(c, inst.store, c.req.param('id'))
    const viewer = viewerOf(c, inst.store)
    return c.json(
      inst.store.reblogsOf(status.id).flatMap((r) => {
        const u = inst.store.user(r.authorId)
        return u ? [renderAccount(viewer, u)] : []
      }),
    )
  })
  app.get('/api/v1/statuses/:id/translations/:language', (c) => {
    if (!inst.store.settings.translation) throw fail(400, 'Translation is not enabled')
    const status = findVisibleStatus(c, inst.store, c.req.param('id'))
    const to = c.req.param('language').toUpperCase()
    // A deterministic stand-in for DeepL/LibreTranslate: the text, tagged with the target.
    return c.json({
      detected_language: (params(c).str('from') ?? status.language ?? 'en').toLowerCase(),
      text: `<p>[${to}] ${stripHtml(status.content)}</p>`,
    })
  })
  app.get('/api/v1/polls/:id', (c) => {
    const poll = inst.store.polls.get(c.req.param('id'))
    if (!poll) throw notFound()
    findVisibleStatus(c, inst.store, poll.statusId)
    return c.json(renderPoll(viewerOf(c, inst.store), poll))
  })
  app.post('/api/v1/polls/:id/votes', (c) => {
    const user = requireUser(c)
    const poll = inst.store.polls.get(c.req.param('id'))
    if (!poll) throw notFound()
    findVisibleStatus(c, inst.store, poll.statusId)
    const raw = params(c).strs('choices')
    if (raw.length === 0 && !params(c).has('choices')) throw validation('choices', 'Missing field')
    vote(
      inst.store,
      user,
      poll,
      raw.map((x) => (/^\d+$/.test(x) ? Number(x) : -1)),
    )
    return c.json(renderPoll(viewerOf(c, inst.store), poll))
  })
}

const isStatus = (value: unknown): value is Status =>
  typeof value === 'object' && value !== null && 'reblogOfId' in value

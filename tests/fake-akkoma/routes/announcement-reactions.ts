import type { Hono } from 'hono'
import { requireUser, type Ctx, type Env, type InstanceState } from '../http/context'
import { fail, notFound } from '../http/errors'

// Any run of emoji code points (with joiners and variation selectors): what Mastodon accepts as a
// unicode reaction.
const UNICODE_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)+$/u

/**
 * Mastodon's `PUT` / `DELETE /api/v1/announcements/:id/reactions/:name`, served only with the
 * `announcementReactions` setting: Akkoma has no such calls (404, like any unknown path).
 */
export function announcementReactionRoutes(app: Hono<Env>, inst: InstanceState): void {
  const target = (c: Ctx) => {
    if (!inst.store.settings.announcementReactions) throw fail(404, 'Not implemented')
    const user = requireUser(c)
    const a = inst.store.announcements.get(c.req.param('id') ?? '')
    if (!a) throw notFound()
    const name = decodeURIComponent(c.req.param('name') ?? '')
    return { user, a, name }
  }
  app.put('/api/v1/announcements/:id/reactions/:name', (c) => {
    const { user, a, name } = target(c)
    if (!UNICODE_EMOJI.test(name) && !inst.store.emoji(name))
      throw fail(422, 'Validation failed: Name is not a recognized emoji')
    a.reactions ??= new Map()
    const users = a.reactions.get(name) ?? new Set<string>()
    users.add(user.id)
    a.reactions.set(name, users)
    return c.json({})
  })
  app.delete('/api/v1/announcements/:id/reactions/:name', (c) => {
    const { user, a, name } = target(c)
    a.reactions?.get(name)?.delete(user.id)
    return c.json({})
  })
}

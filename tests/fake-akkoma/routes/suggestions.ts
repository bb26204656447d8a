import type { Hono } from 'hono'
import { requireUser, viewerOf, type Env, type InstanceState } from '../http/context'
import { pairKey } from '../store/store'
import type { User } from '../store/types'
import { renderAccount } from '../views/account'

const MAX = 40

/**
 * Who to follow (GET /api/v1/suggestions, v2 in Mastodon's `{ source, account }` form): with
 * suggestions on (nodeinfo `metadata.suggestions.enabled`), the active, discoverable accounts
 * the user does not follow yet, those the admin marked suggested first. Off, an empty list, as
 * stock Akkoma answers.
 */
export function suggestionRoutes(app: Hono<Env>, inst: InstanceState): void {
  const suggested = (user: User): User[] => {
    const { store } = inst
    if (!store.settings.suggestions) return []
    const candidates = [...store.users.values()].filter(
      (u) =>
        u.id !== user.id &&
        u.isActive &&
        u.isApproved &&
        u.isConfirmed &&
        u.movedToId === null &&
        u.discoverable &&
        // Neither followed nor asked to be followed (a request waiting counts).
        !store.follows.has(pairKey(user.id, u.id)) &&
        !store.isBlocking(user.id, u.id) &&
        !store.isBlocking(u.id, user.id),
    )
    return [
      ...candidates.filter((u) => u.isSuggested),
      ...candidates.filter((u) => !u.isSuggested),
    ].slice(0, MAX)
  }
  app.get('/api/v1/suggestions', (c) => {
    const user = requireUser(c)
    const viewer = viewerOf(c, inst.store)
    return c.json(suggested(user).map((u) => renderAccount(viewer, u)))
  })
  app.get('/api/v2/suggestions', (c) => {
    const user = requireUser(c)
    const viewer = viewerOf(c, inst.store)
    return c.json(
      suggested(user).map((u) => ({
        source: u.isSuggested ? 'staff' : 'global',
        account: renderAccount(viewer, u),
      })),
    )
  })
}

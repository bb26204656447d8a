import type { Hono } from 'hono'
import { params, type Env, type InstanceState } from '../http/context'
import { remoteFollowPage } from './oauth-pages'

/** `/main/ostatus`: where a visitor's remote follow form of the user card lands. */
export function remoteFollowRoutes(app: Hono<Env>, inst: InstanceState): void {
  const answer = (nickname: string, profile: string | undefined) => {
    const user = inst.store.findUser(nickname)
    if (!user) return remoteFollowPage(inst.store, nickname, 'Could not find user')
    const name = inst.store.acct(user)
    // A real instance looks the profile up by WebFinger and sends the visitor home to follow.
    return profile
      ? remoteFollowPage(inst.store, name, `Could not find user ${profile}`)
      : remoteFollowPage(inst.store, name)
  }
  app.get('/main/ostatus', (c) => {
    const p = params(c)
    return c.html(answer(p.str('nickname') ?? '', undefined))
  })
  app.post('/main/ostatus', (c) => {
    const p = params(c)
    const user = p.obj('user')
    return c.html(answer(p.str('nickname') ?? user.str('nickname') ?? '', user.str('profile')))
  })
}

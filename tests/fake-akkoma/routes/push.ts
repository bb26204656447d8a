import type { Hono } from 'hono'
import {
  renderSubscription,
  subscribe,
  subscriptionOf,
  unsubscribe,
  updateAlerts,
} from '../actions/push'
import { params, requireUser, type Ctx, type Env, type InstanceState } from '../http/context'
import { fail } from '../http/errors'
import type { Params } from '../http/params'

/** The signed-in user and the token the call came with: a subscription belongs to both. */
function owner(c: Ctx) {
  const user = requireUser(c)
  const token = c.get('token')
  if (!token) throw fail(403, 'Invalid credentials.')
  // Akkoma's OAuthScopesPlug for SubscriptionController asks for the push scope.
  if (!token.scopes.some((scope) => scope === 'push' || scope.startsWith('push:')))
    throw fail(403, 'Insufficient permissions: push.')
  return { user, token }
}

/** `data[alerts][mention]=true`, or `{ data: { alerts: { mention: true } } }`. */
const alertsOf = (p: Params): Record<string, unknown> => p.obj('data').obj('alerts').raw

/** Mastodon's Web Push subscription calls, as Akkoma's SubscriptionController answers them. */
export function pushRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  app.post('/api/v1/push/subscription', (c) => {
    const { user, token } = owner(c)
    const p = params(c)
    const sub = p.obj('subscription')
    const keys = sub.obj('keys')
    const record = subscribe(s(), user, token, {
      endpoint: sub.str('endpoint') ?? '',
      p256dh: keys.str('p256dh') ?? '',
      auth: keys.str('auth') ?? '',
      alerts: alertsOf(p),
    })
    return c.json(renderSubscription(s(), record))
  })
  app.get('/api/v1/push/subscription', (c) => {
    const { user, token } = owner(c)
    return c.json(renderSubscription(s(), subscriptionOf(s(), user, token)))
  })
  app.put('/api/v1/push/subscription', (c) => {
    const { user, token } = owner(c)
    return c.json(renderSubscription(s(), updateAlerts(s(), user, token, alertsOf(params(c)))))
  })
  app.delete('/api/v1/push/subscription', (c) => {
    const { user, token } = owner(c)
    unsubscribe(s(), user, token)
    return c.json({})
  })
}

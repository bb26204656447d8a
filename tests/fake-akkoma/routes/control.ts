import type { Hono } from 'hono'
import { createStatus } from '../actions/statuses'
import { notify } from '../actions/notify'
import type { Env, InstanceState } from '../http/context'
import { jsonField, params } from '../http/context'
import { fail } from '../http/errors'
import type { Faults } from '../http/faults'
import type { InstanceOptions } from '../server'
import { freshStore } from '../server'
import type { InstanceSettings } from '../store/settings'
import type { NotificationType, Visibility } from '../store/types'
import type { Streaming } from '../stream/streaming'

interface ControlDeps {
  options: InstanceOptions
  faults: Faults
  streaming: Streaming
}

/**
 * Test-only routes, mounted only with `testControl: true`:
 * reset/seed the store, raise events through the real code paths, set faults.
 */
export function controlRoutes(app: Hono<Env>, inst: InstanceState, deps: ControlDeps): void {
  app.post('/__control/reset', (c) => {
    const p = params(c)
    const statuses = p.int('statuses')
    const seed = p.int('seed')
    const settings = jsonField(c, 'settings') as Partial<InstanceSettings> | undefined
    inst.store = freshStore(
      {
        ...deps.options,
        empty: p.bool('empty') ?? false,
        statuses:
          statuses !== undefined && !Number.isNaN(statuses) ? statuses : deps.options.statuses,
        seed: seed !== undefined && !Number.isNaN(seed) ? seed : deps.options.seed,
        settings: { ...deps.options.settings, ...settings },
      },
      inst.store.origin,
    )
    deps.streaming.bind(inst.store)
    return c.json({ users: inst.store.users.size, statuses: inst.store.statuses.size })
  })
  app.post('/__control/settings', (c) => {
    const patch = c.get('json')
    if (!patch || typeof patch !== 'object') throw fail(400, 'JSON body required')
    inst.store.settings = { ...inst.store.settings, ...(patch as Partial<InstanceSettings>) }
    return c.json(inst.store.settings)
  })
  app.post('/__control/faults', (c) => {
    const p = params(c)
    const num = (k: string) => {
      const v = p.str(k)
      return v === undefined ? undefined : Number(v)
    }
    deps.faults.latencyMs = num('latencyMs') ?? deps.faults.latencyMs
    deps.faults.failRate = num('failRate') ?? deps.faults.failRate
    const status = num('failStatus')
    if (status === 403 || status === 429 || status === 500 || status === 502 || status === 503)
      deps.faults.failStatus = status
    deps.faults.failPath = p.str('failPath') ?? deps.faults.failPath
    deps.faults.failMethod = p.str('failMethod') ?? deps.faults.failMethod
    deps.faults.retryAfter = num('retryAfter') ?? deps.faults.retryAfter
    deps.faults.stream.malformedRate = num('malformedRate') ?? deps.faults.stream.malformedRate
    const down = p.bool('streamDown')
    if (down !== undefined) {
      deps.faults.stream.down = down
      if (down) deps.streaming.dropAll()
    }
    return c.json({ ...deps.faults })
  })
  app.post('/__control/stream/drop', (c) => c.json({ dropped: deps.streaming.dropAll() }))
  app.post('/__control/stream/raw', async (c) =>
    c.json({ sent: deps.streaming.broadcast(await c.req.text()) }),
  )
  app.post('/__control/emit/status', (c) => {
    const p = params(c)
    const author = inst.store.findByAcct(p.str('author') ?? 'bob')
    if (!author) throw fail(404, 'Unknown author')
    // `count` makes a burst (benchmarks of stream ingest); each post takes the real create path.
    const count = Math.min(Math.max(p.int('count') || 1, 1), 10_000)
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      const status = createStatus(inst.store, {
        authorId: author.id,
        text: `${p.str('text') ?? 'A status raised by the control route'}${count > 1 ? ` (${i + 1})` : ''}`,
        visibility: (p.str('visibility') ?? 'public') as Visibility,
        inReplyToId: p.str('in_reply_to_id') ?? null,
      })
      ids.push(status.id)
    }
    return c.json({ id: ids[0], ids })
  })
  app.post('/__control/emit/notification', (c) => {
    const p = params(c)
    const to = inst.store.findByAcct(p.str('to') ?? 'alice')
    const from = inst.store.findByAcct(p.str('from') ?? 'bob')
    if (!to || !from) throw fail(404, 'Unknown user')
    const n = notify(inst.store, {
      userId: to.id,
      actorId: from.id,
      type: (p.str('type') ?? 'follow') as NotificationType,
      statusId: p.str('status_id') ?? null,
    })
    return c.json({ id: n ? String(n.id) : null })
  })
  // What the instance would have pushed to a user's Web Push subscriptions (newest last): the
  // payloads a test hands to the browser's service worker, as no push service is reachable.
  app.post('/__control/push/sent', (c) => {
    const to = inst.store.findByAcct(params(c).str('to') ?? 'alice')
    if (!to) throw fail(404, 'Unknown user')
    return c.json(inst.store.pushOutbox.filter((message) => message.userId === to.id))
  })
  // A test push: a notification raised for `to` (a follow from bob unless said otherwise),
  // answered with the pushes built for it.
  app.post('/__control/push/test', (c) => {
    const p = params(c)
    const to = inst.store.findByAcct(p.str('to') ?? 'alice')
    const from = inst.store.findByAcct(p.str('from') ?? 'bob')
    if (!to || !from) throw fail(404, 'Unknown user')
    const n = notify(inst.store, {
      userId: to.id,
      actorId: from.id,
      type: (p.str('type') ?? 'follow') as NotificationType,
      statusId: p.str('status_id') ?? null,
    })
    return c.json(
      n ? inst.store.pushOutbox.filter((message) => message.notificationId === n.id) : [],
    )
  })
}

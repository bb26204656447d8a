import type { Hono } from 'hono'
import { params, requireUser, type Ctx, type Env, type InstanceState } from '../http/context'
import { fail, missingField, notFound } from '../http/errors'
import { renderAttachment } from '../views/status'
import { storeUpload } from './update-credentials'

/**
 * Test knob: `POST /__control/settings {"uploadDelayMs": N}` holds each upload's answer N ms after
 * the body has arrived, so a browser test can see the upload's progress bar before it is done.
 * Not an InstanceSettings field: only the control route's settings patch sets it.
 */
function uploadDelayMs(inst: InstanceState): number {
  const settings: object = inst.store.settings
  if (!('uploadDelayMs' in settings)) return 0
  const value = settings.uploadDelayMs
  return typeof value === 'number' && value > 0 ? Math.min(value, 30_000) : 0
}

export function mediaRoutes(app: Hono<Env>, inst: InstanceState): void {
  const upload = (status: 200 | 202) => async (c: Ctx) => {
    const user = requireUser(c)
    const delay = uploadDelayMs(inst)
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    const p = params(c)
    const file = p.file('file')
    if (!file) throw missingField('file')
    const media = await storeUpload(inst.store, user, file, inst.store.settings.uploadLimit)
    media.description = p.str('description') ?? null
    media.focus = p.str('focus') ?? null
    return c.json(renderAttachment(inst.store, media), status)
  }
  app.post('/api/v1/media', upload(200))
  app.post('/api/v2/media', upload(202))
  const own = (c: Ctx) => {
    const user = requireUser(c)
    const media = inst.store.media.get(c.req.param('id') ?? '')
    if (media?.ownerId !== user.id) throw notFound()
    return media
  }
  app.get('/api/v1/media/:id', (c) => c.json(renderAttachment(inst.store, own(c))))
  app.put('/api/v1/media/:id', (c) => {
    const media = own(c)
    const p = params(c)
    const description = p.str('description')
    if (description !== undefined) {
      if (description.length > 5000) throw fail(422, 'Description is too long')
      media.description = description
    }
    if (p.str('focus') !== undefined) media.focus = p.str('focus') ?? null
    return c.json(renderAttachment(inst.store, media))
  })
}

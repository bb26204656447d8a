import type { Hono } from 'hono'
import { Secret, TOTP } from 'otpauth'
import { block, follow, moveAccount, mute } from '../actions/accounts'
import {
  jsonField,
  params,
  requireUser,
  type Ctx,
  type Env,
  type InstanceState,
} from '../http/context'
import { fail, notFound } from '../http/errors'
import { randomToken } from '../store/ids'
import type { User } from '../store/types'
import { isoDate } from '../views/dates'
import { renderAttachment } from '../views/status'
import { checkTotp } from './oauth'
import { storeUpload } from './update-credentials'

/** Pleroma's util endpoints answer 200 even for a wrong password: the error is in the body. */
const wrongPassword = (c: Ctx, user: User) => params(c).str('password') !== user.password

export function settingsRoutes(app: Hono<Env>, inst: InstanceState): void {
  const s = () => inst.store
  const pendingTotp = new Map<string, string>()
  app.post('/api/pleroma/change_password', (c) => {
    const user = requireUser(c)
    const p = params(c)
    if (wrongPassword(c, user)) return c.json({ error: 'Invalid password.' })
    const next = p.str('new_password') ?? ''
    if (next !== p.str('new_password_confirmation'))
      return c.json({ error: 'New password does not match confirmation.' })
    if (!next) return c.json({ error: "New password can't be blank." })
    user.password = next
    return c.json({ status: 'success' })
  })
  app.post('/api/pleroma/change_email', (c) => {
    const user = requireUser(c)
    const email = params(c).str('email') ?? ''
    if (wrongPassword(c, user)) return c.json({ error: 'Invalid password.' })
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      return c.json({ error: 'Email has invalid format.' })
    if ([...s().users.values()].some((u) => u !== user && u.email === email))
      return c.json({ error: 'Email has already been taken.' })
    user.email = email
    return c.json({ status: 'success' })
  })
  for (const path of ['/api/pleroma/delete_account', '/api/pleroma/disable_account'])
    app.post(path, (c) => {
      const user = requireUser(c)
      if (wrongPassword(c, user)) return c.json({ error: 'Invalid password.' })
      user.isActive = false
      return c.json({ status: 'success' })
    })
  app.post('/api/pleroma/move_account', (c) => {
    const user = requireUser(c)
    if (wrongPassword(c, user)) return c.json({ error: 'Invalid password.' })
    const target = s().findByAcct(params(c).str('target_account') ?? '')
    if (!target) throw fail(404, 'Target account not found.')
    moveAccount(s(), user, target)
    return c.json({ status: 'success' })
  })
  app.get('/api/pleroma/aliases', (c) =>
    c.json({
      aliases: requireUser(c).alsoKnownAs.map((a) =>
        a.replace(/^https?:\/\/([^/]+)\/users\/(.+)$/, '$2@$1'),
      ),
    }),
  )
  app.put('/api/pleroma/aliases', (c) => {
    const user = requireUser(c)
    const target = s().findByAcct(params(c).str('alias') ?? '')
    if (!target) throw fail(404, 'Account not found')
    const ap = target.domain
      ? `https://${target.domain}/users/${target.nickname}`
      : `${s().origin}/users/${target.nickname}`
    if (!user.alsoKnownAs.includes(ap)) user.alsoKnownAs.push(ap)
    return c.json({ status: 'success' })
  })
  app.delete('/api/pleroma/aliases', (c) => {
    const user = requireUser(c)
    const alias = params(c).str('alias') ?? ''
    const before = user.alsoKnownAs.length
    user.alsoKnownAs = user.alsoKnownAs.filter(
      (a) => !a.endsWith(`/users/${alias.split('@')[0] ?? ''}`),
    )
    if (user.alsoKnownAs.length === before) throw fail(404, 'Account has no such alias.')
    return c.json({ status: 'success' })
  })
  for (const kind of ['follow_import', 'blocks_import', 'mutes_import'] as const)
    app.post(`/api/pleroma/${kind}`, async (c) => {
      const user = requireUser(c)
      const p = params(c)
      const file = p.file('list')
      const text = file ? await file.text() : (p.str('list') ?? '')
      if (!text.trim()) throw fail(400, 'Missing field: list.')
      // Akkoma runs the import as a job; here it runs at once, skipping what it cannot resolve.
      for (const line of text.split(/[\r\n]+/)) {
        const acct = line.split(',')[0]?.trim() ?? ''
        const target = acct ? s().findByAcct(acct) : undefined
        if (!target || target.id === user.id) continue
        try {
          if (kind === 'follow_import') follow(s(), user, target)
          else if (kind === 'blocks_import') block(s(), user, target)
          else mute(s(), user, target, {})
        } catch {
          // A refused follow (blocked, deactivated) is skipped like the real job does.
        }
      }
      return c.json('job started')
    })
  app.get('/api/pleroma/accounts/mfa', (c) => {
    const user = requireUser(c)
    return c.json({ settings: { enabled: !!user.mfaSecret, totp: !!user.mfaSecret } })
  })
  app.get('/api/pleroma/accounts/mfa/setup/totp', (c) => {
    const user = requireUser(c)
    const secret = new Secret({ size: 20 }).base32
    pendingTotp.set(user.id, secret)
    const totp = new TOTP({
      issuer: s().host(),
      label: user.nickname,
      secret: Secret.fromBase32(secret),
    })
    return c.json({ key: secret, provisioning_uri: totp.toString() })
  })
  app.post('/api/pleroma/accounts/mfa/confirm/totp', (c) => {
    const user = requireUser(c)
    if (wrongPassword(c, user)) throw fail(422, 'Invalid password.')
    const secret = pendingTotp.get(user.id)
    if (!secret) throw fail(422, 'Undefined MFA setup')
    if (!checkTotp(secret, params(c).str('code') ?? '')) throw fail(422, 'Invalid code')
    user.mfaSecret = secret
    pendingTotp.delete(user.id)
    return c.json({})
  })
  app.delete('/api/pleroma/accounts/mfa/totp', (c) => {
    const user = requireUser(c)
    if (wrongPassword(c, user)) throw fail(422, 'Invalid password.')
    user.mfaSecret = null
    user.recoveryCodes = []
    return c.json({})
  })
  app.get('/api/pleroma/accounts/mfa/backup_codes', (c) => {
    const user = requireUser(c)
    user.recoveryCodes = Array.from({ length: 5 }, () => randomToken(Math.random, 10).toLowerCase())
    return c.json({ codes: user.recoveryCodes })
  })
  frontendSettings(app, inst)
  app.get('/api/v1/pleroma/backups', (c) => c.json(backups(inst, requireUser(c))))
  app.post('/api/v1/pleroma/backups', (c) => {
    const user = requireUser(c)
    const list = s().backups.get(user.id) ?? []
    list.push({ id: s().seq.backup.next(), createdAt: Date.now() })
    s().backups.set(user.id, list)
    return c.json(backups(inst, user))
  })
  app.get('/api/v1/pleroma/mascot', (c) => {
    const user = requireUser(c)
    const media = user.mascotMediaId ? s().media.get(user.mascotMediaId) : undefined
    if (!media)
      return c.json({
        id: 'default-mascot',
        url: `${s().origin}/images/avi.png`,
        type: 'image',
        pleroma: { mime_type: 'image/png' },
      })
    return c.json({
      id: media.id,
      url: `${s().origin}${media.path}`,
      type: 'image',
      pleroma: { mime_type: media.mime },
    })
  })
  app.put('/api/v1/pleroma/mascot', async (c) => {
    const user = requireUser(c)
    const file = params(c).file('file')
    if (!file?.type.startsWith('image/')) throw fail(415, 'mascots can only be images')
    const media = await storeUpload(s(), user, file, s().settings.uploadLimit)
    user.mascotMediaId = media.id
    const out = renderAttachment(s(), media)
    return c.json({ id: media.id, url: out.url, type: 'image', pleroma: { mime_type: media.mime } })
  })
}

// An empty ZIP archive (just its end record): enough for a download to be a real archive.
const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])

/** The user's backups: each one `processed` once the instance's backup delay has passed, and
 * its archive served from then on. */
function backups(inst: InstanceState, user: User) {
  const { store } = inst
  return (store.backups.get(user.id) ?? []).map((b) => {
    const processed = Date.now() - b.createdAt >= store.settings.backupDelayMs
    const path = `/media/backups/archive-${user.nickname}-${b.id}.zip`
    if (processed && !store.files.has(path)) {
      store.files.set(path, { mime: 'application/zip', data: emptyZip })
    }
    return {
      id: b.id,
      content_type: 'application/zip',
      file_size: processed ? emptyZip.length : 0,
      processed,
      inserted_at: isoDate(b.createdAt),
      url: `${store.origin}${path}`,
    }
  })
}

function frontendSettings(app: Hono<Env>, inst: InstanceState): void {
  const key = (user: User, frontend: string, profile: string) => `${user.id}/${frontend}/${profile}`
  app.get('/api/v1/akkoma/frontend_settings/:frontend', (c) => {
    const user = requireUser(c)
    const prefix = `${user.id}/${c.req.param('frontend')}/`
    const out = []
    for (const [k, v] of inst.store.frontendProfiles)
      if (k.startsWith(prefix)) out.push({ name: k.slice(prefix.length), version: v.version })
    return c.json(out)
  })
  app.get('/api/v1/akkoma/frontend_settings/:frontend/:profile', (c) => {
    const user = requireUser(c)
    const found = inst.store.frontendProfiles.get(
      key(user, c.req.param('frontend'), c.req.param('profile')),
    )
    if (!found) throw notFound()
    return c.json({ settings: found.settings, version: found.version })
  })
  app.put('/api/v1/akkoma/frontend_settings/:frontend/:profile', (c) => {
    const user = requireUser(c)
    const p = params(c)
    const k = key(user, c.req.param('frontend'), c.req.param('profile'))
    const version = p.int('version')
    if (version === undefined || Number.isNaN(version)) throw fail(400, 'Missing field: version.')
    const existing = inst.store.frontendProfiles.get(k)
    if (existing && version !== existing.version + 1) throw fail(422, 'must be incremented by 1')
    const settings = jsonField(c, 'settings') ?? p.raw.settings ?? {}
    if (JSON.stringify(settings).length > 100_000) throw fail(422, 'is too long')
    inst.store.frontendProfiles.set(k, { settings, version })
    return c.json(settings)
  })
  app.delete('/api/v1/akkoma/frontend_settings/:frontend/:profile', (c) => {
    const user = requireUser(c)
    const k = key(user, c.req.param('frontend'), c.req.param('profile'))
    if (!inst.store.frontendProfiles.delete(k)) throw notFound()
    return c.json({ deleted: 'ok' })
  })
}

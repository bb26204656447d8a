import { requireUser, params, type Ctx, type InstanceState } from '../http/context'
import { fail, missingField } from '../http/errors'
import { newLocalUser } from '../seed/users'
import { redeemInvite } from './admin-users'
import { issueToken } from './oauth'

const NICK = /^[a-zA-Z\d_-]+$/

/** `POST /api/v1/accounts` with every outcome of the real server. */
export function registerAccount(c: Ctx, inst: InstanceState): Response {
  const { store } = inst
  const token = c.get('token')
  if (!token) throw fail(403, 'Invalid credentials')
  requireAppOrUser(c)
  const p = params(c)
  const s = store.settings
  if (s.registrations === 'closed') throw fail(403, 'Registrations are closed.')
  if (Object.keys(p.raw).filter((k) => k !== 'access_token').length === 0)
    throw fail(400, 'Missing parameters')
  const username = p.str('username') ?? p.str('nickname')
  const email = p.str('email')
  const password = p.str('password')
  if (!username) throw missingField('username')
  if (!password) throw missingField('password')
  if (!email && (s.accountActivationRequired || s.mailerEnabled)) throw missingField('email')
  if (
    s.registrations === 'invite' &&
    p.str('token') !== 'invite-akkoma' &&
    !redeemInvite(inst, p.str('token'))
  )
    throw fail(400, JSON.stringify({ invite: ['Invalid token'] }))
  const errors: Record<string, string[]> = {}
  if (s.captcha !== 'none') {
    const answer = p.str('captcha_solution')
    const data = p.str('captcha_answer_data') ?? ''
    const decoded = Buffer.from(data, 'base64').toString()
    if (!answer) errors.captcha = ['Invalid CAPTCHA (Missing parameter: captcha_solution)']
    else if (decoded !== `${p.str('captcha_token') ?? ''}:${answer}`)
      errors.captcha = ['Invalid CAPTCHA']
  }
  if (!NICK.test(username)) errors.nickname = ['has invalid format']
  else if (store.findByAcct(username)) errors.ap_id = ['has already been taken']
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = ['has invalid format']
  else if (
    email &&
    [...store.users.values()].some((u) => u.email.toLowerCase() === email.toLowerCase())
  )
    errors.email = ['has already been taken']
  if (password.length < 6) errors.password = ['should be at least 6 character(s)']
  const confirm = p.str('confirm')
  if (confirm !== undefined && confirm !== password)
    errors.confirm = ['does not match confirmation']
  if (s.registrations === 'approval' && !p.str('reason')) errors.reason = ["can't be blank"]
  if (Object.keys(errors).length > 0) throw fail(400, JSON.stringify(errors))

  const user = newLocalUser(store, username, email ?? '', password)
  user.displayName = p.str('fullname') ?? username
  user.note = p.str('bio') ?? ''
  user.language = p.str('language') ?? p.str('locale') ?? null
  user.isApproved = s.registrations !== 'approval'
  user.isConfirmed = !s.accountActivationRequired
  user.registrationReason = p.str('reason') ?? null
  store.users.set(user.id, user)
  if (!user.isConfirmed)
    return c.json({
      identifier: 'missing_confirmed_email',
      message: 'You have been registered. Please check your email for further instructions.',
    })
  if (!user.isApproved)
    return c.json({
      identifier: 'awaiting_approval',
      message: "You have been registered. You'll be able to log in once your account is approved.",
    })
  const app = store.apps.get(token.appId)
  if (!app) throw fail(403, 'Invalid credentials')
  return c.json(issueToken(store, app, user, token.scopes))
}

function requireAppOrUser(c: Ctx): void {
  if (c.get('token')?.userId) requireUser(c)
}

/** `POST /auth/password`: 204 always (even unknown addresses), 429 past the per-minute limit. */
export function requestPasswordReset(c: Ctx, inst: InstanceState): Response {
  const key = (params(c).str('email') ?? params(c).str('nickname') ?? '').toLowerCase()
  const now = Date.now()
  const recent = (inst.store.passwordResets.get(key) ?? []).filter((t) => now - t < 60_000)
  if (recent.length >= inst.store.settings.passwordResetLimit) throw fail(429, 'Throttled')
  recent.push(now)
  inst.store.passwordResets.set(key, recent)
  return c.body(null, 204)
}

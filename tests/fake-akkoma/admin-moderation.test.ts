// The moderation calls of issue 19: Akkoma's three admin pipelines (staff, privileged staff,
// admins), the admin status calls, approvals, confirmation mails, forced password resets,
// invites, the user list's filters and the report notification on the user stream.
import { describe, expect, it } from 'vitest'
import { admin, alice, bob, call, openStream, useInstance, type JsonObject } from './contract'

const h = useInstance()
const A = '/api/v1/pleroma/admin'
const mod = 'seed-token-mod'

interface AdminUser {
  nickname: string
  is_active: boolean
  is_approved: boolean
  local: boolean
  roles: { admin: boolean; moderator: boolean }
  tags: string[]
}

const control = (path: string, body: unknown) =>
  fetch(`${h.url}/__control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

async function bobsNewest(): Promise<string> {
  const posted = await call<{ id: string }>(h, '/api/v1/statuses', {
    token: bob,
    json: { status: 'something to moderate', visibility: 'public' },
  })
  return posted.body.id
}

describe('who may call what', () => {
  it('lets moderators triage, tag and (de)activate, and keeps rights and mail to admins', async () => {
    expect((await call(h, `${A}/reports`, { token: mod })).status).toBe(200)
    const tag = await call(h, `${A}/users/tag`, {
      token: mod,
      method: 'PUT',
      json: { nicknames: ['botty'], tags: ['mrf_tag:sandbox'] },
    })
    expect(tag.status).toBe(204)
    const grant = await call(h, `${A}/users/bob/permission_group/moderator`, {
      token: mod,
      method: 'POST',
    })
    expect(grant.status).toBe(403)
    expect(grant.body).toEqual({ error: 'User is not an admin.' })
    for (const path of ['resend_confirmation_email', 'force_password_reset', 'confirm_email']) {
      const refused = await call(h, `${A}/users/${path}`, {
        token: mod,
        method: 'PATCH',
        json: { nicknames: ['bob'] },
      })
      expect(refused.status, path).toBe(403)
    }
    // Deleting accounts and listing every status need privileged staff: admins only here.
    expect((await call(h, `${A}/statuses`, { token: mod })).status).toBe(403)
    expect((await call(h, `${A}/statuses`, { token: admin })).status).toBe(200)
    const announcements = await call(h, '/api/announcements', { token: mod })
    expect(announcements.status).toBe(403)
    expect((await call(h, `${A}/users`, { token: alice })).body).toEqual({
      error: 'User is not a staff member.',
    })
    expect(
      (await call(h, `${A}/users/bob/permission_group/owner`, { token: admin, method: 'POST' }))
        .status,
    ).toBe(404)
  })

  it('gives moderators the privileged calls where privileged_staff is on', async () => {
    await control('settings', { privilegedStaff: true })
    try {
      expect((await call(h, `${A}/statuses`, { token: mod })).status).toBe(200)
      const instance = await call<{ pleroma: { metadata: { privileged_staff: boolean } } }>(
        h,
        '/api/v1/instance',
      )
      expect(instance.body.pleroma.metadata.privileged_staff).toBe(true)
    } finally {
      await control('settings', { privilegedStaff: false })
    }
  })
})

describe('admin statuses', () => {
  interface Listed {
    id: string
    visibility: string
    reblog: { id: string } | null
    account: { acct: string }
  }
  const list = async (query: string) =>
    (await call<Listed[]>(h, `${A}/statuses?page_size=200${query}`, { token: admin })).body

  it('lists recent posts newest first, private ones with godmode, remote ones unless local_only, repeats on request, by page', async () => {
    const secret = await call<{ id: string }>(h, '/api/v1/statuses', {
      token: bob,
      json: { status: 'followers only, for moderation', visibility: 'private' },
    })
    const open = await bobsNewest()
    const repeat = await call<{ id: string }>(h, `/api/v1/statuses/${open}/reblog`, {
      token: alice,
      method: 'POST',
    })
    const plain = await list('')
    expect(plain[0]?.id).toBe(open)
    expect(plain.every((s) => s.visibility === 'public' || s.visibility === 'unlisted')).toBe(true)
    expect(plain.some((s) => s.reblog !== null)).toBe(false)
    expect(plain.some((s) => s.account.acct.includes('@'))).toBe(true)
    const god = await list('&godmode=true')
    expect(god.map((s) => s.id)).toContain(secret.body.id)
    const local = await list('&local_only=true')
    expect(local.length).toBeGreaterThan(0)
    expect(local.some((s) => s.account.acct.includes('@'))).toBe(false)
    const withRepeats = await list('&with_reblogs=true')
    expect(withRepeats[0]?.id).toBe(repeat.body.id)
    expect(withRepeats[0]?.reblog?.id).toBe(open)
    const first = await call<Listed[]>(h, `${A}/statuses?page_size=3&page=1`, { token: admin })
    const second = await call<Listed[]>(h, `${A}/statuses?page_size=3&page=2`, { token: admin })
    expect(first.body.map((s) => s.id)).toEqual(plain.slice(0, 3).map((s) => s.id))
    expect(second.body.map((s) => s.id)).toEqual(plain.slice(3, 6).map((s) => s.id))
    expect((await call(h, `${A}/statuses`, { token: alice })).status).toBe(403)
  })

  it('changes a status’s scope and sensitivity, refuses a bad scope and deletes it', async () => {
    const id = await bobsNewest()
    const listed = await call<{ id: string }[]>(h, `${A}/statuses?page_size=5`, { token: admin })
    expect(listed.body.map((s) => s.id)).toContain(id)
    const changed = await call<{ visibility: string; sensitive: boolean }>(
      h,
      `${A}/statuses/${id}`,
      { token: mod, method: 'PUT', json: { visibility: 'unlisted', sensitive: true } },
    )
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ visibility: 'unlisted', sensitive: true })
    const bad = await call(h, `${A}/statuses/${id}`, {
      token: mod,
      method: 'PUT',
      json: { visibility: 'direct' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ error: 'Unsupported visibility' })
    const shown = await call<{ visibility: string }>(h, `/api/v1/statuses/${id}`, { token: bob })
    expect(shown.body.visibility).toBe('unlisted')
    expect((await call(h, `${A}/statuses/${id}`, { token: mod, method: 'DELETE' })).body).toEqual(
      {},
    )
    expect((await call(h, `/api/v1/statuses/${id}`, { token: bob })).status).toBe(404)
    expect((await call(h, `${A}/statuses/${id}`, { token: mod })).status).toBe(404)
  })
})

describe('admin users', () => {
  it('filters the list by role, state and place, and searches by name', async () => {
    const list = async (query: string) =>
      (await call<{ users: AdminUser[]; count: number }>(h, `${A}/users?${query}`, { token: mod }))
        .body
    const staff = await list('filters=is_admin')
    expect(staff.users.map((u) => u.nickname)).toEqual(['admin'])
    const remote = await list('filters=external&page_size=2')
    expect(remote.users).toHaveLength(2)
    expect(remote.count).toBeGreaterThan(2)
    expect(remote.users.every((u) => !u.local)).toBe(true)
    const pending = await list('filters=need_approval,local')
    expect(pending.users.map((u) => u.nickname)).toContain('pending')
    const found = await list('query=carol')
    expect(found.users.map((u) => u.nickname)).toEqual(['carol@remote.example'])
    const one = await call<AdminUser>(h, `${A}/users/carol@remote.example`, { token: mod })
    expect(one.body.local).toBe(false)
  })

  it('approves a pending account, which may then sign in', async () => {
    const approved = await call<{ users: AdminUser[] }>(h, `${A}/users/approve`, {
      token: mod,
      method: 'PATCH',
      json: { nicknames: ['pending'] },
    })
    expect(approved.body.users[0]).toMatchObject({ nickname: 'pending', is_approved: true })
    const signIn = await call(h, '/oauth/token', {
      json: {
        grant_type: 'password',
        username: 'pending',
        password: 'akkoma',
        client_id: 'seed-client-id',
        client_secret: 'seed-client-secret',
      },
    })
    expect(signIn.status).toBe(200)
  })

  it('resends the confirmation mail and requires a new password before the next sign-in', async () => {
    const resent = await call(h, `${A}/users/resend_confirmation_email`, {
      token: admin,
      method: 'PATCH',
      json: { nicknames: ['unconfirmed'] },
    })
    expect(resent.status).toBe(200)
    expect(resent.body).toBe('')
    const forced = await call(h, `${A}/users/force_password_reset`, {
      token: admin,
      method: 'PATCH',
      json: { nicknames: ['mira'] },
    })
    expect(forced.status).toBe(204)
    const signIn = await call(h, '/oauth/token', {
      json: {
        grant_type: 'password',
        username: 'mira',
        password: 'akkoma',
        client_id: 'seed-client-id',
        client_secret: 'seed-client-secret',
      },
    })
    expect(signIn.status).toBe(403)
    expect(signIn.body).toMatchObject({ identifier: 'password_reset_required' })
  })
})

describe('invites', () => {
  it('creates, lists and revokes invite tokens, and refuses mail invites without a mailer', async () => {
    const made = await call<JsonObject & { token: string }>(h, `${A}/users/invite_token`, {
      token: mod,
      json: { max_use: 3 },
    })
    expect(made.body).toMatchObject({ used: false, uses: 0, max_use: 3, invite_type: 'reusable' })
    const listed = await call<{ invites: { token: string }[] }>(h, `${A}/users/invites`, {
      token: mod,
    })
    expect(listed.body.invites.map((i) => i.token)).toContain(made.body.token)
    const revoked = await call(h, `${A}/users/revoke_invite`, {
      token: mod,
      json: { token: made.body.token },
    })
    expect(revoked.body).toMatchObject({ used: true })
    const mailed = await call(h, `${A}/users/email_invite`, {
      token: mod,
      json: { email: 'friend@example.org' },
    })
    expect(mailed.status).toBe(400)
  })
})

describe('the report notification', () => {
  it('reaches the staff’s user stream with the admin report in it', async () => {
    const probe = await openStream(h, 'access_token=seed-token-mod&stream=user')
    try {
      const dan = (
        await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=dan@mastodon.example')
      ).body.id
      const filed = await call<{ id: string }>(h, '/api/v1/reports', {
        token: alice,
        json: { account_id: dan, comment: 'streamed' },
      })
      const frame = await probe.next((f) => f.event === 'notification')
      const payload = JSON.parse(String(frame.payload)) as {
        type: string
        report: { id: string; content: string; state: string }
      }
      expect(payload.type).toBe('pleroma:report')
      expect(payload.report).toMatchObject({
        id: filed.body.id,
        content: 'streamed',
        state: 'open',
      })
    } finally {
      probe.ws.close()
    }
  })
})

import { describe, expect, it } from 'vitest'
import examples from '../fixtures/fake-akkoma/entities-examples.json'
import { admin, alice, bob, call, expectShape, useInstance, type JsonObject } from './contract'

const h = useInstance()
const A = '/api/v1/pleroma/admin'

interface Report {
  id: string
  state: string
  notes: { id: number; content: string }[]
  account: { acct: string }
}

describe('reports', () => {
  it('lets a user report and staff see, resolve and annotate it', async () => {
    const dan = (await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=dan@mastodon.example'))
      .body.id
    const created = await call<{ id: string; action_taken: boolean }>(h, '/api/v1/reports', {
      token: bob,
      json: { account_id: dan, status_ids: [], comment: 'spam', forward: false },
    })
    expect(created.body).toEqual({ id: created.body.id, action_taken: false })
    expect((await call(h, `${A}/reports`, { token: alice })).status).toBe(403)
    const list = await call<{ total: number; reports: Report[] }>(h, `${A}/reports?state=open`, {
      token: admin,
    })
    expectShape(list.body, examples['admin-reports'], [
      '$.reports[0].account.pleroma.confirmation_pending',
      '$.reports[0].account.tags',
      '$.reports[0].actor.pleroma.confirmation_pending',
      '$.reports[0].actor.tags',
      '$.reports[0].statuses',
    ])
    expect(list.body.reports[0]?.id).toBe(created.body.id)
    const patched = await call(h, `${A}/reports`, {
      token: 'seed-token-mod',
      method: 'PATCH',
      json: { reports: [{ id: created.body.id, state: 'resolved' }] },
    })
    expect(patched.status).toBe(204)
    const bad = await call(h, `${A}/reports`, {
      token: admin,
      method: 'PATCH',
      json: { reports: [{ id: 'nope', state: 'resolved' }] },
    })
    expect(bad.status).toBe(400)
    expect(
      (
        await call(h, `${A}/reports/${created.body.id}/notes`, {
          token: admin,
          json: { content: 'handled' },
        })
      ).status,
    ).toBe(204)
    const one = await call<Report>(h, `${A}/reports/${created.body.id}`, { token: admin })
    expect(one.body.state).toBe('resolved')
    expect(one.body.notes.map((n) => n.content)).toEqual(['handled'])
    const noteId = one.body.notes[0]?.id ?? 0
    expect(typeof noteId).toBe('number')
    expect(
      (
        await call(h, `${A}/reports/${created.body.id}/notes/${noteId}`, {
          token: admin,
          method: 'DELETE',
        })
      ).status,
    ).toBe(204)
  })
})

describe('admin users', () => {
  it('tags, grants and revokes rights, deactivates, activates and deletes', async () => {
    expect(
      (
        await call(h, `${A}/users/tag`, {
          token: admin,
          method: 'PUT',
          json: { nicknames: ['botty'], tags: ['mrf_tag:force-unlisted'] },
        })
      ).status,
    ).toBe(204)
    const botty = await call<{ pleroma: { tags: string[] } }>(h, '/api/v1/accounts/botty')
    expect(botty.body.pleroma.tags).toEqual(['mrf_tag:force-unlisted'])
    await call(h, `${A}/users/tag`, {
      token: admin,
      method: 'DELETE',
      json: { nicknames: ['botty'], tags: ['mrf_tag:force-unlisted'] },
    })
    expect(
      (await call(h, `${A}/users/bob/permission_group/moderator`, { token: admin, method: 'POST' }))
        .body,
    ).toEqual({ is_moderator: true })
    expect(
      (
        await call(h, `${A}/users/bob/permission_group/moderator`, {
          token: admin,
          method: 'DELETE',
        })
      ).body,
    ).toEqual({ is_moderator: false })
    const self = await call(h, `${A}/users/admin/permission_group/admin`, {
      token: admin,
      method: 'DELETE',
    })
    expect(self.status).toBe(403)
    expect(self.body).toEqual({ error: "You can't revoke your own admin status." })
    const off = await call<{ users: JsonObject[] }>(h, `${A}/users/deactivate`, {
      token: admin,
      method: 'PATCH',
      json: { nicknames: ['botty'] },
    })
    expect(off.body.users[0]).toMatchObject({
      nickname: 'botty',
      is_active: false,
      roles: { admin: false, moderator: false },
    })
    expect((await call(h, '/api/v1/accounts/botty')).status).toBe(404)
    await call(h, `${A}/users/activate`, {
      token: admin,
      method: 'PATCH',
      json: { nicknames: ['botty'] },
    })
    expect((await call(h, '/api/v1/accounts/botty')).status).toBe(200)
    expect(
      (await call(h, `${A}/users?nickname=unconfirmed`, { token: admin, method: 'DELETE' })).body,
    ).toEqual(['unconfirmed'])
    expect(
      (
        await call(h, `${A}/users/deactivate`, {
          token: 'seed-token-mod',
          method: 'PATCH',
          json: { nicknames: ['x'] },
        })
      ).status,
    ).toBe(200)
    expect(
      (await call(h, `${A}/users?nickname=bob`, { token: 'seed-token-mod', method: 'DELETE' }))
        .status,
    ).toBe(403)
  })
})

describe('announcements', () => {
  it('shows active ones to users with read state, all of them to admins, and edits them', async () => {
    const active = await call<(JsonObject & { id: string; read: boolean })[]>(
      h,
      '/api/v1/announcements',
      { token: alice },
    )
    expect(active.body).toHaveLength(2)
    expectShape(active.body[0], examples.announcement)
    expect(active.body[0]?.published_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    const first = active.body[0]!
    expect(
      (await call(h, `/api/v1/announcements/${first.id}/dismiss`, { token: alice, method: 'POST' }))
        .body,
    ).toEqual({})
    const after = await call<{ id: string; read: boolean }[]>(h, '/api/v1/announcements', {
      token: alice,
    })
    expect(after.body.find((a) => a.id === first.id)?.read).toBe(true)
    const all = await call<JsonObject[]>(h, '/api/announcements', { token: admin })
    expect(all.body).toHaveLength(3)
    expect(all.body[0]).toHaveProperty(['pleroma', 'raw_content'])
    const made = await call<{ id: string }>(h, '/api/admin/announcements/create', {
      token: admin,
      json: { content: 'New thing', starts_at: null, ends_at: null, all_day: false },
    })
    const edited = await call<{ content: string }>(h, `${A}/announcements/${made.body.id}`, {
      token: admin,
      method: 'PATCH',
      json: { content: 'Edited thing' },
    })
    expect(edited.body.content).toBe('Edited thing')
    expect((await call<unknown[]>(h, '/api/v1/announcements')).body).toHaveLength(3)
    expect(
      (await call(h, `${A}/announcements/${made.body.id}`, { token: admin, method: 'DELETE' }))
        .body,
    ).toEqual({})
    expect(
      (await call(h, '/api/admin/announcements/create', { token: alice, json: { content: 'x' } }))
        .status,
    ).toBe(403)
  })
})

import { describe, expect, it } from 'vitest'
import { alice, bob, call, useInstance, type JsonObject } from './contract'

const h = useInstance()
const id = async (acct: string) =>
  (await call<{ id: string }>(h, `/api/v1/accounts/lookup?acct=${acct}`)).body.id

/** The remaining calls of the spec's section 7 lists, each with its behaviour. */
describe('remaining spec calls', () => {
  it('rejects a follow request, which removes it', async () => {
    const carol = await id('carol@remote.example')
    const before = await call<{ id: string }[]>(h, '/api/v1/follow_requests', {
      token: 'seed-token-lena',
    })
    expect(before.body.map((a) => a.id)).toContain(carol)
    const fromCarol = async () =>
      (
        await call<{ type: string; account: { id: string } }[]>(
          h,
          '/api/v1/notifications?limit=40',
          { token: 'seed-token-lena' },
        )
      ).body.filter((n) => n.account.id === carol)
    expect(await fromCarol()).toMatchObject([{ type: 'follow_request' }])
    const rel = await call<JsonObject>(h, `/api/v1/follow_requests/${carol}/reject`, {
      token: 'seed-token-lena',
      method: 'POST',
    })
    expect(rel.body).toMatchObject({ followed_by: false, requested_by: false })
    const after = await call<{ id: string }[]>(h, '/api/v1/follow_requests', {
      token: 'seed-token-lena',
    })
    expect(after.body.map((a) => a.id)).not.toContain(carol)
    // Its notification is dismissed.
    expect(await fromCarol()).toEqual([])
    expect(
      (
        await call(h, `/api/v1/follow_requests/${carol}/reject`, {
          token: 'seed-token-lena',
          method: 'POST',
        })
      ).status,
    ).toBe(404)
  })

  it('unsubscribes, and lists peers', async () => {
    const b = await id('bob')
    expect(
      (
        await call<JsonObject>(h, `/api/v1/pleroma/accounts/${b}/unsubscribe`, {
          token: alice,
          method: 'POST',
        })
      ).body.subscribing,
    ).toBe(false)
    const peers = await call<string[]>(h, '/api/v1/instance/peers')
    expect(peers.body).toEqual([
      'bubble.example',
      'mastodon.example',
      'misskey.example',
      'remote.example',
    ])
  })

  it('serves the Misskey-style nodeinfo names the spec reads', async () => {
    const n = await call<{ metadata: JsonObject }>(h, '/nodeinfo/2.0')
    expect(n.body.metadata).toMatchObject({
      enableEmail: false,
      disableRegistration: false,
      disableLocalTimeline: false,
      disableGlobalTimeline: false,
      accountActivationRequired: false,
    })
  })

  it('reads one notification, the direct timeline, markers, backups and the mascot', async () => {
    const list = await call<{ id: string }[]>(h, '/api/v1/notifications?limit=1', { token: alice })
    const one = await call<{ id: string }>(h, `/api/v1/notifications/${list.body[0]?.id ?? ''}`, {
      token: alice,
    })
    expect(one.body.id).toBe(list.body[0]?.id)
    expect(
      (await call(h, `/api/v1/notifications/${list.body[0]?.id ?? ''}`, { token: bob })).status,
    ).toBe(404)
    const direct = await call<{ visibility: string }[]>(h, '/api/v1/timelines/direct', {
      token: alice,
    })
    expect(direct.body.length).toBeGreaterThan(0)
    expect(direct.body.every((s) => s.visibility === 'direct')).toBe(true)
    expect(
      (await call<unknown[]>(h, '/api/v1/timelines/direct', { token: 'seed-token-lena' })).body,
    ).toEqual([])
    const marked = await call<{ notifications: { last_read_id: string; version: number } }>(
      h,
      '/api/v1/markers',
      { token: alice, json: { notifications: { last_read_id: list.body[0]?.id } } },
    )
    expect(marked.body.notifications).toMatchObject({ last_read_id: list.body[0]?.id, version: 1 })
    expect(
      (await call<JsonObject>(h, '/api/v1/markers?timeline[]=notifications', { token: alice }))
        .body,
    ).toHaveProperty('notifications')
    expect((await call(h, '/api/v1/pleroma/backups', { token: alice })).body).toEqual([])
    expect(
      (await call<{ type: string; url: string }>(h, '/api/v1/pleroma/mascot', { token: alice }))
        .body.type,
    ).toBe('image')
  })

  it('deletes an account with the right password only', async () => {
    expect(
      (
        await call(h, '/api/pleroma/delete_account', {
          token: 'seed-token-botty',
          form: { password: 'x' },
        })
      ).body,
    ).toEqual({ error: 'Invalid password.' })
    expect(
      (
        await call(h, '/api/pleroma/delete_account', {
          token: 'seed-token-botty',
          form: { password: 'akkoma' },
        })
      ).body,
    ).toEqual({ status: 'success' })
    expect((await call(h, '/api/v1/accounts/botty')).status).toBe(404)
    expect(
      (await call(h, '/api/v1/accounts/verify_credentials', { token: 'seed-token-botty' })).status,
    ).toBe(403)
  })

  it('uses the status-less routes the client falls back to', async () => {
    expect((await call(h, '/api/v1/accounts/relationships', { token: alice })).body).toEqual([])
    expect((await call(h, '/api/v1/accounts/relationships')).status).toBe(403)
    expect((await call(h, '/api/v1/preferences', { token: alice })).body).toHaveProperty(
      ['posting:default:visibility'],
      'public',
    )
    const ids = (await call<{ id: string }[]>(h, '/api/v1/timelines/public?limit=3')).body.map(
      (s) => s.id,
    )
    const many = await call<{ id: string }[]>(
      h,
      `/api/v1/statuses?${ids.map((x) => `ids[]=${x}`).join('&')}`,
    )
    expect(many.body.map((s) => s.id)).toEqual(ids)
  })

  it('addresses a specified post to visibleUserIds only', async () => {
    const lena = await id('lena')
    const addressed = await call<{ id: string; visibility: string; mentions: { acct: string }[] }>(
      h,
      '/api/notes/create',
      {
        token: alice,
        json: { text: 'for your eyes', visibility: 'specified', visibleUserIds: [lena] },
      },
    )
    expect(addressed.body.visibility).toBe('direct')
    expect(addressed.body.mentions.map((m) => m.acct)).toEqual(['lena'])
    expect(
      (await call(h, `/api/v1/statuses/${addressed.body.id}`, { token: 'seed-token-lena' })).status,
    ).toBe(200)
    expect((await call(h, `/api/v1/statuses/${addressed.body.id}`, { token: bob })).status).toBe(
      404,
    )
  })
})

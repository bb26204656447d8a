import { describe, expect, it } from 'vitest'
import examples from '../fixtures/fake-akkoma/entities-examples.json'
import samples from '../fixtures/fake-akkoma/openapi-schema-examples.json'
import { alice, bob, call, expectShape, links, useInstance, type JsonObject } from './contract'

const h = useInstance()

interface Rel {
  id: string
  following: boolean
  requested: boolean
  followed_by: boolean
  blocking: boolean
  muting: boolean
  muting_notifications: boolean
  subscribing: boolean
  showing_reblogs: boolean
  note: string
  domain_blocking: boolean
}

const id = async (acct: string) =>
  (await call<{ id: string }>(h, `/api/v1/accounts/lookup?acct=${acct}`)).body.id
const post = (path: string, token: string, json: unknown = {}) =>
  call<Rel>(h, path, { token, json })

describe('accounts', () => {
  it('verifies credentials with the self-only fields and the settings store', async () => {
    const me = await call<JsonObject>(h, '/api/v1/accounts/verify_credentials', { token: alice })
    expectShape(me.body, samples.account, ['$.pleroma.settings_store.pleroma-fe'])
    const pleroma = me.body.pleroma as JsonObject
    for (const key of [
      'settings_store',
      'notification_settings',
      'unread_notifications_count',
      'email',
      'is_admin',
    ])
      expect(pleroma).toHaveProperty(key)
    expect(me.body).toHaveProperty('follow_requests_count', 1)
    expect((me.body.source as JsonObject).privacy).toBe('public')
  })

  it('looks accounts up by id, by nickname and by acct, with relationships on request', async () => {
    const carol = await call<JsonObject>(
      h,
      '/api/v1/accounts/carol@remote.example?with_relationships=true',
      { token: alice },
    )
    expect(carol.status).toBe(200)
    expectShape(carol.body, examples['account-remote-with-relationship'])
    expect(((carol.body.pleroma as JsonObject).relationship as Rel).following).toBe(true)
    const byId = await call<JsonObject>(h, `/api/v1/accounts/${String(carol.body.id)}`)
    expect(byId.body.acct).toBe('carol@remote.example')
    expect((await call(h, '/api/v1/accounts/lookup?acct=nobody')).body).toEqual({
      error: 'Record not found',
    })
    expect((await call(h, '/api/v1/accounts/gone')).status).toBe(404)
  })

  it('turns a follow of a locked account into a request the owner approves', async () => {
    const lena = await id('lena')
    const asked = await post(`/api/v1/accounts/${lena}/follow`, 'seed-token-botty', {
      reblogs: false,
    })
    expect(asked.body).toMatchObject({ following: false, requested: true })
    expectShape(asked.body, samples.account_relationship)
    const requests = await call<{ acct: string }[]>(h, '/api/v1/follow_requests', {
      token: 'seed-token-lena',
    })
    expect(requests.body.map((a) => a.acct)).toContain('botty')
    const botty = await id('botty')
    const lenaNotifications = async () =>
      (
        await call<{ id: string; type: string; account: { id: string } }[]>(
          h,
          '/api/v1/notifications?limit=40',
          { token: 'seed-token-lena' },
        )
      ).body.filter((n) => n.account.id === botty)
    const [request] = await lenaNotifications()
    expect(request?.type).toBe('follow_request')
    const ok = await post(`/api/v1/follow_requests/${botty}/authorize`, 'seed-token-lena')
    expect(ok.body).toMatchObject({ followed_by: true })
    // Akkoma turns the request's notification into a follow, keeping its id.
    expect(await lenaNotifications()).toMatchObject([{ id: request?.id, type: 'follow' }])
    const rel = await call<Rel[]>(h, `/api/v1/accounts/relationships?id[]=${lena}`, {
      token: 'seed-token-botty',
    })
    expect(rel.body[0]).toMatchObject({ following: true, requested: false, showing_reblogs: false })
    const self = await post(`/api/v1/accounts/${botty}/follow`, 'seed-token-botty')
    expect(self.status).toBe(400)
    expect(self.body).toEqual({ error: 'Can not follow yourself' })
  })

  it('follows, subscribes, notes, shows/hides reblogs, unfollows and removes followers', async () => {
    const dan = await id('dan@mastodon.example')
    expect((await post(`/api/v1/accounts/${dan}/follow`, bob)).body.following).toBe(true)
    expect(
      (await post(`/api/v1/accounts/${dan}/follow`, bob, { reblogs: false })).body.showing_reblogs,
    ).toBe(false)
    expect((await post(`/api/v1/pleroma/accounts/${dan}/subscribe`, bob)).body.subscribing).toBe(
      true,
    )
    expect(
      (
        await call<Rel>(h, `/api/v1/accounts/${dan}/note`, {
          token: bob,
          form: { comment: 'met at a meetup' },
        })
      ).body.note,
    ).toBe('met at a meetup')
    expect((await post(`/api/v1/accounts/${dan}/unfollow`, bob)).body.following).toBe(false)
    const bobId = await id('bob')
    const removed = await post(`/api/v1/accounts/${bobId}/remove_from_followers`, alice)
    expect(removed.body.followed_by).toBe(false)
  })

  it('blocks and mutes hide posts, and list them with paging', async () => {
    const eve = await id('eve@misskey.example')
    const blocked = await post(`/api/v1/accounts/${eve}/block`, bob)
    expect(blocked.body.blocking).toBe(true)
    const blocks = await call<{ acct: string }[]>(h, '/api/v1/blocks/?with_relationships=true', {
      token: bob,
    })
    expect(blocks.body.map((a) => a.acct)).toEqual(['eve@misskey.example'])
    const pub = await call<{ account: { acct: string } }[]>(
      h,
      '/api/v1/timelines/public?limit=40',
      { token: bob },
    )
    expect(pub.body.some((s) => s.account.acct === 'eve@misskey.example')).toBe(false)
    await post(`/api/v1/accounts/${eve}/unblock`, bob)
    const muted = await post(`/api/v1/accounts/${eve}/mute`, bob, { notifications: false })
    expect(muted.body).toMatchObject({ muting: true, muting_notifications: false })
    expect((await call<{ acct: string }[]>(h, '/api/v1/mutes', { token: bob })).body).toHaveLength(
      1,
    )
    const withMuted = await call<{ account: { acct: string } }[]>(
      h,
      '/api/v1/timelines/public?limit=40&with_muted=true',
      { token: bob },
    )
    expect(withMuted.body.some((s) => s.account.acct === 'eve@misskey.example')).toBe(true)
    await post(`/api/v1/accounts/${eve}/unmute`, bob)
  })

  it('blocks domains', async () => {
    expect(
      (await call(h, '/api/v1/domain_blocks', { token: bob, json: { domain: 'remote.example' } }))
        .body,
    ).toEqual({})
    expect((await call(h, '/api/v1/domain_blocks', { token: bob })).body).toEqual([
      'remote.example',
    ])
    const carol = await id('carol@remote.example')
    expect(
      (await call<Rel[]>(h, `/api/v1/accounts/relationships?id=${carol}`, { token: bob })).body[0]
        ?.domain_blocking,
    ).toBe(true)
    await call(h, '/api/v1/domain_blocks', {
      token: bob,
      method: 'DELETE',
      json: { domain: 'remote.example' },
    })
    expect((await call(h, '/api/v1/domain_blocks', { token: bob })).body).toEqual([])
  })

  it('pages followers and following through Link headers', async () => {
    const aliceId = await id('alice')
    const first = await call<{ id: string }[]>(h, `/api/v1/accounts/${aliceId}/followers?limit=3`)
    expect(first.body).toHaveLength(3)
    const rest = await call<{ id: string }[]>(h, links(first.headers).next ?? '')
    const all = [...first.body, ...rest.body].map((a) => a.id)
    expect(new Set(all).size).toBe(all.length)
    const following = await call<unknown[]>(h, `/api/v1/accounts/${aliceId}/following?limit=40`)
    expect(following.body.length).toBeGreaterThan(5)
  })

  it('searches accounts, statuses and hashtags', async () => {
    const v2 = await call<{
      accounts: { acct: string }[]
      statuses: unknown[]
      hashtags: { name: string; url: string }[]
    }>(h, '/api/v2/search?q=cats&resolve=true')
    expect(v2.body.statuses.length).toBeGreaterThan(0)
    expect(v2.body.hashtags.map((t) => t.name)).toContain('cats')
    expect(v2.body.hashtags[0]?.url).toContain('/tag/')
    const people = await call<{ accounts: { acct: string }[] }>(
      h,
      '/api/v2/search?q=carol&type=accounts',
    )
    expect(people.body.accounts.map((a) => a.acct)).toEqual(['carol@remote.example'])
    const acct = await call<{ acct: string }[]>(h, '/api/v1/accounts/search?q=bo')
    expect(acct.body.map((a) => a.acct)).toContain('bob')
  })

  it('manages lists and their members', async () => {
    const created = await call<{ id: string; title: string }>(h, '/api/v1/lists', {
      token: alice,
      form: { title: 'Cats' },
    })
    expectShape(created.body, samples.list)
    expect(created.body.id).toMatch(/^\d+$/)
    const carol = await id('carol@remote.example')
    await call(h, `/api/v1/lists/${created.body.id}/accounts`, {
      token: alice,
      json: { account_ids: [carol] },
    })
    expect(
      (
        await call<{ id: string }[]>(h, `/api/v1/lists/${created.body.id}/accounts`, {
          token: alice,
        })
      ).body.map((a) => a.id),
    ).toEqual([carol])
    expect(
      (
        await call<{ title: string }>(h, `/api/v1/lists/${created.body.id}`, {
          token: alice,
          method: 'PUT',
          json: { title: 'Cat people' },
        })
      ).body.title,
    ).toBe('Cat people')
    await call(h, `/api/v1/lists/${created.body.id}/accounts`, {
      token: alice,
      method: 'DELETE',
      json: { account_ids: [carol] },
    })
    expect(
      (await call<unknown[]>(h, `/api/v1/lists/${created.body.id}/accounts`, { token: alice }))
        .body,
    ).toEqual([])
    expect((await call(h, `/api/v1/lists/${created.body.id}`, { token: bob })).status).toBe(404)
    expect(
      (await call(h, `/api/v1/lists/${created.body.id}`, { token: alice, method: 'DELETE' })).body,
    ).toEqual({})
  })

  it('follows hashtags and pages followed tags by integer ids', async () => {
    const tag = await call<JsonObject>(h, '/api/v1/tags/Deck')
    expectShape(tag.body, samples.tag)
    expect(
      (
        await call<{ following: boolean }>(h, '/api/v1/tags/deck/follow', {
          token: alice,
          method: 'POST',
        })
      ).body.following,
    ).toBe(true)
    const followed = await call<{ name: string }[]>(h, '/api/v1/followed_tags?limit=1', {
      token: alice,
    })
    expect(followed.body).toHaveLength(1)
    expect(links(followed.headers).next).toMatch(/max_id=\d+/)
    expect(
      (
        await call<{ following: boolean }>(h, '/api/v1/tags/deck/unfollow', {
          token: alice,
          method: 'POST',
        })
      ).body.following,
    ).toBe(false)
  })
})

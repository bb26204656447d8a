import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPushSubscription, deletePushSubscription } from '../../../src/api/push'
import { approveFollowRequest, denyFollowRequest } from '../../../src/state/follow-requests/actions'
import { followRequestsAtom, withPage } from '../../../src/state/follow-requests/list'
import { getAccountCache, readEntity } from '../../../src/state/entity-cache'
import { ingestApiAccounts, ingestApiNotifications } from '../../../src/state/ingest-api'
import { loadFollowRequests } from '../../../src/state/loaders/follow-requests'
import { fetchNotifications } from '../../../src/api/notifications'
import { verifyCredentials } from '../../../src/api/accounts'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signInState, startTestInstance } from './helpers'

let instance: RunningInstance

beforeAll(async () => {
  instance = await startTestInstance()
})
afterAll(() => instance.close())

describe('follow requests against the local instance', () => {
  it('loads lena’s requests, approves one and denies the other, the server agreeing', async () => {
    const lena = await signInState(instance, 'lena')
    const target = { store: lena.store, accountKey: lena.accountKey }
    const me = await verifyCredentials(lena.client)
    const [viewer] = ingestApiAccounts(lena.store, lena.accountKey, [me])
    ingestApiNotifications(
      lena.store,
      lena.accountKey,
      (await fetchNotifications(lena.client)).items,
    )
    const page = await loadFollowRequests(target)
    expect(page.ids).toHaveLength(2)
    const list = followRequestsAtom(lena.store, lena.accountKey)
    lena.store.set(list, withPage(lena.store.get(list), page, true))
    const cache = getAccountCache(lena.store, lena.accountKey)
    const [first, second] = page.ids
    if (!first || !second || !viewer) throw new Error('lena has two requests in the seed')
    const answer = (userId: string) => ({ userId, viewerId: viewer.id })

    expect(await approveFollowRequest(lena.store, lena.accountKey, answer(first))).toMatchObject({
      ok: true,
    })
    expect(await denyFollowRequest(lena.store, lena.accountKey, answer(second))).toMatchObject({
      ok: true,
    })
    expect(lena.store.get(list).ids).toEqual([])
    expect(readEntity(cache, 'users', viewer.id)?.follow_request_count).toBe(0)
    expect(readEntity(cache, 'relationships', first)?.followed_by).toBe(true)
    expect(readEntity(cache, 'relationships', second)?.followed_by).toBe(false)

    // What the instance holds now.
    expect((await loadFollowRequests(target)).ids).toEqual([])
    expect((await verifyCredentials(lena.client)).follow_requests_count).toBe(0)
    const notifications = (await fetchNotifications(lena.client)).items
    const fromFirst = notifications.find((notification) => notification.account.id === first)
    expect(fromFirst).toMatchObject({ type: 'follow', pleroma: { is_seen: true } })
    expect(notifications.some((notification) => notification.account.id === second)).toBe(false)
  })

  it('stores a push subscription for the token and forgets it', async () => {
    const alice = await signInState(instance, 'alice')
    const stored = await createPushSubscription(
      alice.client,
      { endpoint: 'https://push.example/it', keys: { p256dh: 'BPkey', auth: 'secret' } },
      { mention: true, follow: false },
    )
    expect(stored).toMatchObject({
      endpoint: 'https://push.example/it',
      alerts: { mention: true, follow: false },
    })
    await deletePushSubscription(alice.client)
    await expect(deletePushSubscription(alice.client)).rejects.toMatchObject({ status: 404 })
  })
})

import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { apiRelationship, notification, user } from '../../entities/test-factories'
import { getAccountCache, readEntity } from '../entity-cache'
import { ingest } from '../ingest'
import { noticesAtom } from '../notices'
import { registerSession } from '../session'
import { fakeClient, httpError, type Call } from '../test-client'
import { approveFollowRequest, denyFollowRequest, followRequestArrived } from './actions'
import { followRequestsAtom, withPage } from './list'

const account = 'lena@local.example'
const viewerId = 'me'

/** Lena with two requests (u2, u3), u2's notification unseen; `answer` scripts the server. */
function setup(answer: (call: Call) => unknown) {
  const store = createStore()
  const client = fakeClient(answer)
  registerSession(store, account, client)
  ingest(store, account, {
    users: [user(viewerId, { locked: true, follow_request_count: 2 }), user('u2'), user('u3')],
    notifications: [notification('40', { type: 'follow_request', from_profile_id: 'u2' })],
  })
  const list = followRequestsAtom(store, account)
  store.set(list, withPage(store.get(list), { ids: ['u2', 'u3'], maxId: null }, true))
  const cache = getAccountCache(store, account)
  const read = {
    ids: () => store.get(list).ids,
    count: () => readEntity(cache, 'users', viewerId)?.follow_request_count,
    notification: () => readEntity(cache, 'notifications', '40'),
    answering: () => store.get(list).answering,
    notices: () => store.get(noticesAtom),
  }
  return { store, client, read }
}

describe('approving a follow request', () => {
  it('removes the request, lowers the count, marks the notification seen and makes it a follow, at once', async () => {
    const { store, client, read } = setup((call) =>
      call.path.endsWith('/authorize') ? apiRelationship({ id: 'u2', followed_by: true }) : {},
    )
    const done = approveFollowRequest(store, account, { userId: 'u2', viewerId })
    expect(read.ids()).toEqual(['u3'])
    expect(read.count()).toBe(1)
    expect(read.notification()).toMatchObject({ type: 'follow', seen: true })
    expect(read.answering()).toEqual(['u2'])
    expect(await done).toEqual({ ok: true, value: undefined })
    expect(client.to('POST', '/api/v1/follow_requests/u2/authorize')).toHaveLength(1)
    // The seen mark reaches the server for that one notification.
    expect(client.to('POST', '/api/v1/pleroma/notifications/read')).toHaveLength(1)
    expect(read.answering()).toEqual([])
    expect(readEntity(getAccountCache(store, account), 'relationships', 'u2')?.followed_by).toBe(
      true,
    )
  })

  it('puts everything back and says why when the server refuses', async () => {
    const { store, client, read } = setup(() => {
      throw httpError(500, 'Something went wrong')
    })
    const result = await approveFollowRequest(store, account, { userId: 'u2', viewerId })
    expect(result.ok).toBe(false)
    expect(read.ids()).toEqual(['u2', 'u3'])
    expect(read.count()).toBe(2)
    expect(read.notification()).toMatchObject({ type: 'follow_request', seen: false })
    expect(read.notices().some((notice) => notice.level === 'error')).toBe(true)
    expect(client.to('POST', '/api/v1/pleroma/notifications/read')).toHaveLength(0)
  })
})

describe('denying a follow request', () => {
  it('changes nothing until the server says ok, then dismisses the notification, removes the request and lowers the count', async () => {
    let answered: (value: unknown) => void = () => undefined
    const { store, client, read } = setup(
      () =>
        new Promise((resolve) => {
          answered = resolve
        }),
    )
    const done = denyFollowRequest(store, account, { userId: 'u2', viewerId })
    expect(read.ids()).toEqual(['u2', 'u3'])
    expect(read.count()).toBe(2)
    expect(read.notification()?.type).toBe('follow_request')
    expect(read.answering()).toEqual(['u2'])
    answered(apiRelationship({ id: 'u2', followed_by: false }))
    expect(await done).toEqual({ ok: true, value: undefined })
    expect(client.to('POST', '/api/v1/follow_requests/u2/reject')).toHaveLength(1)
    expect(read.notification()).toBeUndefined()
    expect(read.ids()).toEqual(['u3'])
    expect(read.count()).toBe(1)
    // The server dismissed the notification itself: no dismiss call goes out.
    expect(client.calls.map((call) => call.path)).toEqual(['/api/v1/follow_requests/u2/reject'])
  })

  it('keeps the request and the notification when the server refuses', async () => {
    const { store, read } = setup(() => {
      throw httpError(404, 'Record not found')
    })
    const result = await denyFollowRequest(store, account, { userId: 'u2', viewerId })
    expect(result.ok).toBe(false)
    expect(read.ids()).toEqual(['u2', 'u3'])
    expect(read.count()).toBe(2)
    expect(read.notification()?.type).toBe('follow_request')
    expect(read.answering()).toEqual([])
  })

  it('answers once while an answer is on its way', async () => {
    const { store, client } = setup(() => new Promise(() => undefined))
    void denyFollowRequest(store, account, { userId: 'u2', viewerId })
    const second = await approveFollowRequest(store, account, { userId: 'u2', viewerId })
    expect(second).toMatchObject({ ok: false, skipped: true })
    expect(client.calls).toHaveLength(1)
  })
})

describe('a follow request arriving', () => {
  it('counts up and joins the top of a loaded list, once', () => {
    const { store, read } = setup(() => ({}))
    followRequestArrived(store, account, 'u4', viewerId)
    followRequestArrived(store, account, 'u4', viewerId)
    expect(read.ids()).toEqual(['u4', 'u2', 'u3'])
    expect(read.count()).toBe(3)
  })
})

import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { relationship, user } from '../entities/test-factories'
import { getAccountCache, readEntity } from './entity-cache'
import { applyFollowUpdate } from './follow-updates'
import { ingest } from './ingest'

const account = 'alice@local.example'

function setup() {
  const store = createStore()
  ingest(store, account, {
    users: [user('me', { screen_name: 'alice' }), user('lena', { screen_name: 'lena' })],
    relationships: [relationship('lena', { requested: true })],
  })
  const rel = (id: string) => readEntity(getAccountCache(store, account), 'relationships', id)
  return { store, rel }
}

const update = (state: string, follower: string, following: string) => ({
  state,
  follower: { id: follower },
  following: { id: following },
})

describe('follow relationship updates from the stream', () => {
  it('turns a pending request of the viewer into following once approved', () => {
    const { store, rel } = setup()
    applyFollowUpdate(store, account, update('follow_accept', 'me', 'lena'))
    expect(rel('lena')).toMatchObject({ following: true, requested: false })
    applyFollowUpdate(store, account, update('unfollow', 'me', 'lena'))
    expect(rel('lena')).toMatchObject({ following: false, requested: false })
  })

  it('marks who follows the viewer, and leaves relationships it does not hold alone', () => {
    const { store, rel } = setup()
    applyFollowUpdate(store, account, update('follow_pending', 'lena', 'me'))
    expect(rel('lena')).toMatchObject({ requested_by: true, followed_by: false })
    applyFollowUpdate(store, account, update('follow_accept', 'me', 'bob'))
    expect(rel('bob')).toBeUndefined()
  })
})

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAccountActions } from '../../../src/state/account-actions'
import { getAccountCache, readEntity } from '../../../src/state/entity-cache'
import {
  loadFollows,
  loadPinnedStatuses,
  loadProfile,
  loadRelationship,
} from '../../../src/state/loaders'
import type { TimelineColumn } from '../../../src/state/timeline-column'
import type { RunningInstance } from '../../fake-akkoma/server'
import {
  allIds,
  eventually,
  homeFeed,
  localFeed,
  mountColumn,
  signInState,
  startTestInstance,
  type SignedIn,
} from './helpers'

// The account actions and the profile's loaders against the local instance (issue 18).
let instance: RunningInstance
const columns: TimelineColumn[] = []

beforeAll(async () => {
  instance = await startTestInstance()
})
afterEach(() => {
  for (const column of columns.splice(0)) column.dispose()
})
afterAll(() => instance.close())

const target = (who: SignedIn) => ({ store: who.store, accountKey: who.accountKey })
const relationshipIn = (who: SignedIn, id: string) =>
  readEntity(getAccountCache(who.store, who.accountKey), 'relationships', id)

describe('account actions against the local instance', () => {
  it('asks to follow a locked account; the owner approves; the relationship says following', async () => {
    const botty = await signInState(instance, 'botty')
    const lena = await loadProfile(target(botty), 'lena')
    const actions = createAccountActions(botty)
    const asked = await actions.follow(lena.id, lena.locked)
    expect(asked).toMatchObject({ ok: true, value: { requested: true, following: false } })

    const owner = await signInState(instance, 'lena')
    const bottyUser = await loadProfile(target(owner), 'botty')
    const answered = await fetch(
      `${instance.url}/api/v1/follow_requests/${bottyUser.id}/authorize`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.token}` },
      },
    )
    expect(answered.ok).toBe(true)
    await loadRelationship(target(botty), lena.id)
    expect(relationshipIn(botty, lena.id)).toMatchObject({ following: true, requested: false })
  })

  it('mutes for a while and blocks: the relationship in the cache says so, and the server', async () => {
    const alice = await signInState(instance, 'alice')
    const bob = await loadProfile(target(alice), 'bob')
    const actions = createAccountActions(alice)
    expect((await actions.mute(bob.id, true, 3600)).ok).toBe(true)
    expect(relationshipIn(alice, bob.id)?.muting).toBe(true)
    expect((await loadRelationship(target(alice), bob.id))?.muting).toBe(true)
    expect((await actions.mute(bob.id, false)).ok).toBe(true)
    expect((await actions.block(bob.id, true)).ok).toBe(true)
    expect(relationshipIn(alice, bob.id)).toMatchObject({ blocking: true, following: false })
    expect((await actions.block(bob.id, false)).ok).toBe(true)
  })

  it('unfollows and takes the posts out of the home column, not the local one', async () => {
    const alice = await signInState(instance, 'alice')
    const me = await loadProfile(target(alice), 'alice')
    const home = mountColumn(alice, homeFeed, columns)
    const local = mountColumn(alice, localFeed, columns)
    await Promise.all([home.loadInitial(), local.loadInitial()])
    const cache = getAccountCache(alice.store, alice.accountKey)
    const authorOf = (id: string) => readEntity(cache, 'statuses', id)?.user_id
    // Someone alice follows who posts in her home column and on the local timeline.
    const followed = allIds(home)
      .map(authorOf)
      .find(
        (id) => id !== undefined && id !== me.id && allIds(local).some((s) => authorOf(s) === id),
      )
    if (followed === undefined) throw new Error('the seed has no followed local poster in home')
    const byFollowed = (column: TimelineColumn) =>
      allIds(column).filter((id) => authorOf(id) === followed)
    const inLocal = byFollowed(local).length
    await createAccountActions(alice).unfollow(followed)
    expect(byFollowed(home)).toEqual([])
    expect(byFollowed(local)).toHaveLength(inLocal)
    expect(inLocal).toBeGreaterThan(0)
  })

  it('sets the note, removes a follower, and files a report', async () => {
    const alice = await signInState(instance, 'alice')
    const actions = createAccountActions(alice)
    const mira = await loadProfile(target(alice), 'mira')
    expect((await actions.setNote(mira.id, 'likes MFA')).ok).toBe(true)
    expect(relationshipIn(alice, mira.id)?.note).toBe('likes MFA')
    const followers = await loadFollows(
      target(alice),
      (await loadProfile(target(alice), 'alice')).id,
      'followers',
    )
    expect(followers.items).toContain(mira.id)
    expect((await actions.removeFollower(mira.id)).ok).toBe(true)
    expect(relationshipIn(alice, mira.id)?.followed_by).toBe(false)
    const admin = await loadProfile(target(alice), 'admin')
    const pinned = await loadPinnedStatuses(target(alice), admin.id)
    expect(pinned).toHaveLength(1)
    expect(
      (await actions.report({ accountId: admin.id, statusIds: pinned, comment: 'test' })).ok,
    ).toBe(true)
  })

  it('hears a request approved elsewhere on the user stream', async () => {
    const eve = await signInState(instance, 'mod')
    // The viewer's own account, as the app holds it once signed in.
    await loadProfile(target(eve), 'mod')
    const lena = await loadProfile(target(eve), 'lena')
    const home = mountColumn(eve, homeFeed, columns)
    await home.loadInitial()
    await createAccountActions(eve).follow(lena.id, true)
    expect(relationshipIn(eve, lena.id)?.requested).toBe(true)
    const owner = await signInState(instance, 'lena')
    const modUser = await loadProfile(target(owner), 'mod')
    await fetch(`${instance.url}/api/v1/follow_requests/${modUser.id}/authorize`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}` },
    })
    await eventually(() => relationshipIn(eve, lena.id)?.following === true)
  })
})

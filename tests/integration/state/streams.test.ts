import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createStatus } from '../../../src/api/server-kind'
import { editStatus } from '../../../src/api/statuses'
import { SocketState } from '../../../src/api/streaming/states'
import { entityAtom, getAccountCache, readEntity } from '../../../src/state/entity-cache'
import { noticesAtom } from '../../../src/state/notices'
import type { TimelineColumn } from '../../../src/state/timeline-column'
import type { RunningInstance } from '../../fake-akkoma/server'
import {
  allIds,
  control,
  eventually,
  homeFeed,
  localFeed,
  mountColumn,
  notificationsFeed,
  signInState,
  startTestInstance,
  type SignedIn,
} from './helpers'

let instance: RunningInstance
let alice: SignedIn
let bob: SignedIn
const columns: TimelineColumn[] = []

beforeAll(async () => {
  instance = await startTestInstance()
  bob = await signInState(instance, 'bob')
})
afterEach(() => {
  for (const column of columns.splice(0)) column.dispose()
  alice.streams.closeAll()
})
afterAll(() => instance.close())

async function aliceWithColumns(...feeds: (typeof homeFeed)[]) {
  alice = await signInState(instance, 'alice')
  const mounted = feeds.map((feed) => mountColumn(alice, feed, columns))
  await Promise.all(mounted.map((column) => column.loadInitial()))
  await eventually(() =>
    feeds.every(
      (feed) => alice.streams.stateOf(alice.accountKey, feed.stream!) === SocketState.joined,
    ),
  )
  return mounted
}

describe('live streams through the state layer', () => {
  it('shares one socket between columns on the same stream', async () => {
    const [home, otherHome, local] = await aliceWithColumns(homeFeed, homeFeed, localFeed)
    expect(alice.streams.size).toBe(2)
    const post = await createStatus(bob.client, { status: 'to everyone', visibility: 'public' })
    await eventually(() =>
      [home, otherHome, local].every((c) => c!.state().shown.includes(post.id)),
    )
    home!.dispose()
    otherHome!.dispose()
    expect(alice.streams.size).toBe(1)
  })

  it('shows an edit arriving on the stream in every subscriber of the status', async () => {
    const [home, local] = await aliceWithColumns(homeFeed, localFeed)
    const post = await createStatus(bob.client, { status: 'first words', visibility: 'public' })
    await eventually(
      () => home!.state().shown.includes(post.id) && local!.state().shown.includes(post.id),
    )
    const cache = getAccountCache(alice.store, alice.accountKey)
    const card = entityAtom(cache, 'statuses', post.id)
    const homeCard = vi.fn<(text: string | undefined) => void>()
    const localCard = vi.fn<(text: string | undefined) => void>()
    alice.store.sub(card, () => {
      homeCard(alice.store.get(card)?.text)
    })
    alice.store.sub(card, () => {
      localCard(alice.store.get(card)?.text)
    })
    await editStatus(bob.client, post.id, { status: 'second thoughts' })
    await eventually(() => homeCard.mock.calls.length > 0 && localCard.mock.calls.length > 0)
    expect(homeCard).toHaveBeenLastCalledWith('second thoughts')
    expect(localCard).toHaveBeenLastCalledWith('second thoughts')
    expect(readEntity(cache, 'statuses', post.id)?.edited_at).not.toBeNull()
    // Still one entity, still one row per column.
    expect(allIds(home!).filter((id) => id === post.id)).toHaveLength(1)
  })

  it('drops a deleted status from every column', async () => {
    const [home, local] = await aliceWithColumns(homeFeed, localFeed)
    const post = await createStatus(bob.client, { status: 'regrettable', visibility: 'public' })
    await eventually(
      () => home!.state().shown.includes(post.id) && local!.state().shown.includes(post.id),
    )
    await bob.client.json('DELETE', `/api/v1/statuses/${post.id}`)
    await eventually(() => !allIds(home!).includes(post.id) && !allIds(local!).includes(post.id))
  })

  it('feeds a notifications column from the same user socket as home', async () => {
    const [home, notifications] = await aliceWithColumns(homeFeed, notificationsFeed)
    expect(alice.streams.size).toBe(1)
    expect(notifications!.state().shown.length).toBeGreaterThan(0)
    const post = await createStatus(bob.client, {
      status: '@alice look at this',
      visibility: 'public',
    })
    await eventually(() => home!.state().shown.includes(post.id))
    const cache = getAccountCache(alice.store, alice.accountKey)
    await eventually(() =>
      notifications!
        .state()
        .shown.some((id) => readEntity(cache, 'notifications', id)?.status_id === post.id),
    )
    // The notification's status is the very entity home shows.
    const mention = notifications!
      .state()
      .shown.map((id) => readEntity(cache, 'notifications', id))
      .find((n) => n?.status_id === post.id)
    expect(mention?.type).toBe('mention')
    expect(home!.state().shown).not.toContain(mention?.id)
  })

  it('ignores malformed frames and keeps streaming', async () => {
    const [local] = await aliceWithColumns(localFeed)
    await control(instance, 'stream/raw', '{"event":"update","payload":"{broken')
    await control(instance, 'stream/raw', 'not a frame at all')
    await control(instance, 'stream/raw', '{"event":"made.up","payload":"{}"}')
    const post = await createStatus(bob.client, { status: 'still here', visibility: 'public' })
    await eventually(() => local!.state().shown.includes(post.id))
    expect(alice.streams.stateOf(alice.accountKey, localFeed.stream!)).toBe(SocketState.joined)
  })

  it('catches up what broken frames carried: every post once', async () => {
    const [home, local, notifications] = await aliceWithColumns(
      homeFeed,
      localFeed,
      notificationsFeed,
    )
    await control(instance, 'faults', { malformedRate: 0.34 })
    const posted: string[] = []
    try {
      for (let i = 0; i < 12; i++) {
        const text = `@alice frame ${String(i)}`
        posted.push((await createStatus(bob.client, { status: text, visibility: 'public' })).id)
      }
    } finally {
      await control(instance, 'faults', { malformedRate: 0 })
    }
    const cache = getAccountCache(alice.store, alice.accountKey)
    const mentioned = () =>
      allIds(notifications!).flatMap(
        (id) => readEntity(cache, 'notifications', id)?.status_id ?? [],
      )
    await eventually(
      () =>
        posted.every((id) => allIds(home!).includes(id) && allIds(local!).includes(id)) &&
        posted.every((id) => mentioned().includes(id)),
    )
    for (const column of [home!, local!, notifications!]) {
      const ids = allIds(column)
      expect(new Set(ids).size).toBe(ids.length)
    }
    expect(alice.streams.stateOf(alice.accountKey, homeFeed.stream!)).toBe(SocketState.joined)
  })

  it('fills the gap over REST after a dropped socket reconnects, without doubles', async () => {
    const [home] = await aliceWithColumns(homeFeed)
    await control(instance, 'stream/drop')
    await eventually(
      () => alice.streams.stateOf(alice.accountKey, homeFeed.stream!) === SocketState.error,
    )
    const missed: string[] = []
    for (const text of ['while', 'you', 'were', 'away']) {
      missed.push((await createStatus(bob.client, { status: text, visibility: 'public' })).id)
    }
    await eventually(
      () => alice.streams.stateOf(alice.accountKey, homeFeed.stream!) === SocketState.joined,
    )
    await eventually(() => missed.every((id) => allIds(home!).includes(id)))
    const ids = allIds(home!)
    expect(new Set(ids).size).toBe(ids.length)
    const notices = alice.store.get(noticesAtom).map((n) => n.message.descriptor.id)
    expect(notices).toContain('timeline.socket_broke')
    expect(notices).toContain('timeline.socket_reconnected')
    const after = await createStatus(bob.client, { status: 'back live', visibility: 'public' })
    await eventually(() => allIds(home!).includes(after.id))
    expect(allIds(home!).filter((id) => id === after.id)).toHaveLength(1)
  })
})

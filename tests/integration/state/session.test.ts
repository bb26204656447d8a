import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { revokeToken } from '../../../src/api/oauth'
import { createApiClient } from '../../../src/api/client'
import { SocketState } from '../../../src/api/streaming/states'
import { noticesAtom } from '../../../src/state/notices'
import { isSessionExpired } from '../../../src/state/session'
import type { TimelineColumn } from '../../../src/state/timeline-column'
import type { RunningInstance } from '../../fake-akkoma/server'
import {
  control,
  eventually,
  homeFeed,
  localFeed,
  mountColumn,
  signInState,
  startTestInstance,
} from './helpers'

let instance: RunningInstance
const columns: TimelineColumn[] = []

beforeAll(async () => {
  instance = await startTestInstance()
})
afterEach(async () => {
  for (const column of columns.splice(0)) column.dispose()
  await control(instance, 'faults', { failRate: 0 })
})
afterAll(() => instance.close())

describe('sessions and server trouble', () => {
  it('ends the session on a revoked token: streams close, polling stops, the user is told', async () => {
    const alice = await signInState(instance, 'alice')
    const home = mountColumn(alice, homeFeed, columns)
    const polled = mountColumn(
      alice,
      { ...localFeed, streaming: false, pollIntervalMs: 50 },
      columns,
    )
    await home.loadInitial()
    await polled.loadInitial()
    await eventually(
      () => alice.streams.stateOf(alice.accountKey, homeFeed.stream!) === SocketState.joined,
    )
    // Another account in the same store keeps going.
    const bob = await signInState(instance, 'bob', alice.store)

    await revokeToken(createApiClient({ baseUrl: instance.url }), alice.app, alice.token)
    await home.loadNewer()

    expect(isSessionExpired(alice.store, alice.accountKey)).toBe(true)
    expect(alice.streams.size).toBe(0)
    // The person is told by the sign-in-again prompt, which reads the session's expired flag
    // (shown in Chromium by tests/e2e/auth-accounts.test.ts); no second notice repeats it.
    expect(alice.store.get(noticesAtom).map((n) => n.message.descriptor.id)).not.toContain(
      'login.session_expired',
    )

    // No request storm: the polling column went quiet with the session.
    const before = polled.state()
    // A check that nothing happens: the column makes no request for a while.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(polled.state()).toBe(before)
    expect(isSessionExpired(alice.store, bob.accountKey)).toBe(false)
  })

  it('waits out a 429 and still loads the column', async () => {
    const alice = await signInState(instance, 'alice')
    const local = mountColumn(alice, localFeed, columns)
    await control(instance, 'faults', { failRate: 1, failStatus: 429, retryAfter: 1 })
    // Not a wait: the server recovers at some moment inside the client's 1 s Retry-After pause.
    setTimeout(() => void control(instance, 'faults', { failRate: 0 }), 300)
    const started = Date.now()
    await local.loadInitial()
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(local.state().shown.length).toBeGreaterThan(0)
    expect(local.state().error).toBeNull()
  })

  it('shows a timeline error notice when the server fails, and keeps what it had', async () => {
    const alice = await signInState(instance, 'alice')
    const local = mountColumn(alice, localFeed, columns)
    await local.loadInitial()
    const shown = local.state().shown
    await control(instance, 'faults', { failRate: 1, failStatus: 503, retryAfter: 0 })
    await local.loadNewer()
    expect(local.state().shown).toEqual(shown)
    expect(local.state().error?.descriptor.id).toBe('timeline.error')
    const notice = alice.store
      .get(noticesAtom)
      .find((n) => n.message.descriptor.id === 'timeline.error')
    expect(notice?.message.values).toEqual({ error: 'The backend is not available' })
  })
})

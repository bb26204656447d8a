import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StreamEvent } from '../../api/streaming/frames'
import { SocketState } from '../../api/streaming/states'
import type { StreamStatus } from '../../api/streaming/stream-socket'
import { settingsAtoms } from '../../settings/store'
import { getAccountCache, readEntity } from '../entity-cache'
import { noticesAtom } from '../notices'
import { createSessionClient } from '../session'
import { createStreamManager, type ManagedSocket } from '../stream-manager'
import { dismissNotification, markAllNotificationsSeen } from './actions'
import { mountNotificationsTracker } from './tracker'
import { unseenCountAtom } from './unseen'

const account = 'alice@local.example'
const base = 'http://127.0.0.1:9'

class FakeSocket implements ManagedSocket {
  state: SocketState = SocketState.startingInitial
  readonly events = new Set<(event: StreamEvent) => void>()
  onEvent(listener: (event: StreamEvent) => void) {
    this.events.add(listener)
    return () => this.events.delete(listener)
  }
  onStatus(_listener: (status: StreamStatus, state: SocketState) => void) {
    return () => undefined
  }
  start() {}
  stop() {}
  emit(event: StreamEvent) {
    for (const listener of this.events) listener(event)
  }
}

const actor = { id: 'u2', acct: 'bob', username: 'bob' }
const apiNotification = (id: string, type: string, seen = false) => ({
  id,
  type,
  created_at: '2024-01-01T00:00:00.000Z',
  account: actor,
  pleroma: { is_seen: seen, is_muted: false },
  ...(type === 'follow'
    ? {}
    : {
        status: {
          id: `s${id}`,
          account: { id: 'u1', acct: 'alice', username: 'alice' },
          content: '<p>hi</p>',
          created_at: '2024-01-01T00:00:00.000Z',
        },
      }),
})

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

/** An instance with four notifications (one of them broken) and three announcements. */
function setup(options: { refuse?: boolean } = {}) {
  const store = createStore()
  const requests: string[] = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    if (request.method === 'POST') return options.refuse ? json({ error: 'no' }, 500) : json({})
    if (url.pathname === '/api/v1/announcements')
      return json([
        { id: 'a1', read: false },
        { id: 'a2', read: false },
        { id: 'a3', read: true },
      ])
    return json([
      apiNotification('14', 'favourite'),
      // A mention without its status fails validation: logged and skipped.
      { ...apiNotification('13', 'mention'), status: null },
      apiNotification('12', 'follow'),
      apiNotification('11', 'reblog', true),
    ])
  }
  createSessionClient(store, account, { baseUrl: base, token: 't', fetch })
  const sockets: FakeSocket[] = []
  const streams = createStreamManager(store, () => {
    const socket = new FakeSocket()
    sockets.push(socket)
    return socket
  })
  const stop = mountNotificationsTracker(store, account, { staff: false, streams })
  const count = () => store.get(unseenCountAtom(store, account))
  return { store, requests, sockets, stop, count }
}

describe('the notifications tracker and the unseen count', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  afterEach(() => {
    warn.mockClear()
  })

  it('counts the unseen notifications and the unread announcements; a broken one is logged and skipped', async () => {
    const { count, stop, requests, sockets } = setup()
    await vi.waitFor(() =>
      expect(count()).toEqual({ notifications: 2, announcements: 2, total: 4 }),
    )
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('without a usable status skipped'),
      expect.anything(),
    )
    // One socket: the user stream, the one the home column reads too.
    expect(sockets).toHaveLength(1)
    expect(requests.some((request) => request.startsWith('GET /api/v1/notifications'))).toBe(true)
    stop()
  })

  it('counts a notification from the stream at once, and skips one that fails validation', async () => {
    const { count, stop, sockets } = setup()
    await vi.waitFor(() => expect(count().notifications).toBe(2))
    sockets[0]?.emit({
      event: 'notification',
      payload: apiNotification('15', 'follow'),
    } as StreamEvent)
    await vi.waitFor(() => expect(count().notifications).toBe(3))
    sockets[0]?.emit({
      event: 'notification',
      payload: { ...apiNotification('16', 'follow'), type: 'no-such-type' },
    } as StreamEvent)
    expect(warn).toHaveBeenCalledWith('[entities] invalid notification skipped', expect.anything())
    expect(count().notifications).toBe(3)
    stop()
  })

  it('leaves out of the count the kinds notificationVisibility hides', async () => {
    const { store, count, stop } = setup()
    await vi.waitFor(() => expect(count().notifications).toBe(2))
    const visibility = store.get(settingsAtoms(store, account).effective).notificationVisibility
    store.set(settingsAtoms(store, account).set, {
      name: 'notificationVisibility',
      value: { ...visibility, likes: false },
    })
    expect(count().notifications).toBe(1)
    store.set(settingsAtoms(store, account).set, {
      name: 'notificationVisibility',
      value: visibility,
    })
    stop()
  })

  it('marks every notification seen at once and tells the server up to the newest', async () => {
    const { store, count, stop, requests } = setup()
    await vi.waitFor(() => expect(count().notifications).toBe(2))
    const done = markAllNotificationsSeen(store, account)
    expect(count().notifications).toBe(0)
    expect(await done).toEqual({ ok: true })
    expect(requests).toContain('POST /api/v1/pleroma/notifications/read')
    expect(count()).toEqual({ notifications: 0, announcements: 2, total: 2 })
    stop()
  })

  it('puts the unseen marks back and says why when the server refuses', async () => {
    const { store, count, stop } = setup({ refuse: true })
    await vi.waitFor(() => expect(count().notifications).toBe(2))
    const result = await markAllNotificationsSeen(store, account)
    expect(result.ok).toBe(false)
    expect(count().notifications).toBe(2)
    expect(store.get(noticesAtom).some((notice) => notice.level === 'error')).toBe(true)
    stop()
  })

  it('dismisses a notification once the server says so, and keeps it when refused', async () => {
    const accepted = setup()
    await vi.waitFor(() => expect(accepted.count().notifications).toBe(2))
    expect(await dismissNotification(accepted.store, account, '14')).toEqual({ ok: true })
    const cache = getAccountCache(accepted.store, account)
    expect(readEntity(cache, 'notifications', '14')).toBeUndefined()
    expect(accepted.count().notifications).toBe(1)
    accepted.stop()

    const refused = setup({ refuse: true })
    await vi.waitFor(() => expect(refused.count().notifications).toBe(2))
    expect((await dismissNotification(refused.store, account, '14')).ok).toBe(false)
    expect(readEntity(getAccountCache(refused.store, account), 'notifications', '14')).toBeDefined()
    expect(refused.count().notifications).toBe(2)
    refused.stop()
  })
})

import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { builtInSettings } from '../../settings/defaults'
import { registerSession } from '../session'
import { fakeClient, httpError } from '../test-client'
import {
  applicationServerKey,
  pushAlertsFor,
  subscribeWebPush,
  unsubscribeWebPush,
  webPushBlocker,
  type PushWorkerSettings,
} from './web-push'

const account = 'alice@local.example'
const vapidKey =
  'BJrOYCFN6O8CpSy25SuZEainN5m_BQ9BJtb09cIFdRZqIUWnKwAGIGXF7RmwTpMMtwJpKOT6fh1-E7L0M4nOVg4'
const workerSettings: PushWorkerSettings = {
  hideIfCW: true,
  notificationsPath: '/alice/notifications',
  contentWarning: 'Content warning',
}

/** A browser whose push service answers with one subscription (or refuses). */
function browser(options: { refuse?: boolean; existing?: boolean } = {}) {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'BPkey', auth: 'authsecret' },
    }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  }
  const postMessage = vi.fn()
  const subscribe = vi.fn((_init: PushSubscriptionOptionsInit) =>
    options.refuse
      ? Promise.reject(new DOMException('Registration failed - permission denied', 'AbortError'))
      : Promise.resolve(subscription),
  )
  const registration = {
    active: { postMessage },
    pushManager: {
      getSubscription: () => Promise.resolve(options.existing ? subscription : null),
      subscribe,
    },
  }
  const container = {
    getRegistration: () => Promise.resolve(registration),
    register: vi.fn(),
    ready: Promise.resolve(registration),
  } as unknown as ServiceWorkerContainer
  return { container, subscribe, postMessage, subscription }
}

function session(answer: Parameters<typeof fakeClient>[0] = () => ({})) {
  const store = createStore()
  const client = fakeClient(answer)
  registerSession(store, account, client)
  return { store, client }
}

describe('why web push cannot be turned on', () => {
  it('names the spec’s two reasons', () => {
    expect(webPushBlocker(false, vapidKey)).toBe('disabledInConfig')
    expect(webPushBlocker(true, null)).toBe('noVapidKey')
    expect(webPushBlocker(true, '')).toBe('noVapidKey')
    expect(webPushBlocker(true, vapidKey)).toBeNull()
  })
})

describe('subscribing', () => {
  it('subscribes with the instance’s key and hands the subscription and the alerts to the instance', async () => {
    const { store, client } = session()
    const { container, subscribe, postMessage } = browser()
    const alerts = pushAlertsFor({ ...builtInSettings.notificationVisibility, likes: false })
    const result = await subscribeWebPush(store, account, {
      vapidKey,
      alerts,
      settings: workerSettings,
      container,
    })
    expect(result).toEqual({ ok: true, value: undefined })
    const init = subscribe.mock.calls[0]?.[0]
    expect(init?.userVisibleOnly).toBe(true)
    // 65 bytes: an uncompressed P-256 point, decoded from base64url.
    const key = init?.applicationServerKey as Uint8Array
    expect(key).toHaveLength(65)
    expect(key[0]).toBe(4)
    const [post] = client.to('POST', '/api/v1/push/subscription')
    expect(post?.options?.json).toEqual({
      subscription: {
        endpoint: 'https://push.example/abc',
        keys: { p256dh: 'BPkey', auth: 'authsecret' },
      },
      data: { alerts: expect.objectContaining({ mention: true, favourite: false }) as unknown },
    })
    expect(postMessage).toHaveBeenCalledWith({ type: 'push-settings', settings: workerSettings })
  })

  it('reuses the browser’s subscription', async () => {
    const { store, client } = session()
    const { container, subscribe } = browser({ existing: true })
    await subscribeWebPush(store, account, {
      vapidKey,
      alerts: {},
      settings: workerSettings,
      container,
    })
    expect(subscribe).not.toHaveBeenCalled()
    expect(client.to('POST', '/api/v1/push/subscription')).toHaveLength(1)
  })

  it('says why when the browser refuses, and tells the instance nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { store, client } = session()
    const result = await subscribeWebPush(store, account, {
      vapidKey,
      alerts: {},
      settings: workerSettings,
      container: browser({ refuse: true }).container,
    })
    expect(result).toMatchObject({
      ok: false,
      error: { values: { reason: 'Registration failed - permission denied' } },
    })
    expect(client.calls).toHaveLength(0)
    warn.mockRestore()
  })
})

describe('unsubscribing', () => {
  it('takes the browser’s subscription back and deletes the instance’s, even if it had none', async () => {
    const { store, client } = session(() => {
      throw httpError(404, 'Record not found')
    })
    const { container, subscription } = browser({ existing: true })
    expect(await unsubscribeWebPush(store, account, container)).toEqual({
      ok: true,
      value: undefined,
    })
    expect(subscription.unsubscribe).toHaveBeenCalled()
    expect(client.to('DELETE', '/api/v1/push/subscription')).toHaveLength(1)
  })
})

describe('the VAPID key', () => {
  it('decodes base64url with or without padding', () => {
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3])
    expect([...applicationServerKey('_-8')]).toEqual([255, 239])
  })
})

import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { passwordLogin } from './auth-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'

// Web push end to end. Two parts of the path cannot run in headless Chromium offline, and the
// test stands in for exactly those:
// - the browser's push service: PushManager.subscribe() in a Playwright context (off the record)
//   fails with "Registration failed - permission denied", and a real subscription would need
//   Google's push servers. An init script gives PushManager a subscription object instead; the
//   app's code, the POST to the instance and the instance's storage are real.
// - the delivery: the instance builds Akkoma's payload for the subscription (the control route
//   hands it over), and Chromium's DevTools protocol delivers it to the service worker
//   (ServiceWorker.deliverPushMessage), which then runs its real push handler.
// The shown notification is read back with registration.getNotifications() inside the service
// worker, and clicked by dispatching a notificationclick NotificationEvent there (Playwright's
// Worker.evaluate on the service worker): the worker's real click handler runs. Headless Chromium
// has no notification centre to click; a dispatched click carries no user activation, so the
// worker's focus() is refused, which it tolerates, and the open window navigates on its message.

const eventually = { timeout: 10_000 }
const endpoint = 'https://push.example/e2e-alice'

const fakePushService = `
  (() => {
    const subscription = {
      endpoint: ${JSON.stringify(endpoint)},
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({
        endpoint: ${JSON.stringify(endpoint)},
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0d-xG3yO_SL3ZRQoh6lmM9n6P6qYcP-abLm4bgBeHMXbU7gF0',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: () => {
        window.__pushSubscription = null
        return Promise.resolve(true)
      },
    }
    PushManager.prototype.subscribe = function (options) {
      window.__pushOptions = {
        userVisibleOnly: options.userVisibleOnly,
        keyBytes: new Uint8Array(options.applicationServerKey).length,
      }
      window.__pushSubscription = subscription
      return Promise.resolve(subscription)
    }
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(window.__pushSubscription || null)
    }
  })()
`

interface Pushed {
  endpoint: string
  payload: { access_token: string; notification_id: number; notification_type: string }
}

interface Shown {
  title: string
  body: string
  tag: string
  data: { path: string }
}

async function pushesFor(baseUrl: string): Promise<Pushed[]> {
  const response = await fetch(`${baseUrl}/__control/push/sent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: 'alice' }),
  })
  return (await response.json()) as Pushed[]
}

/** The id DevTools gives the app's service worker registration. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Map<string, { scopeURL: string; isDeleted: boolean }>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations)
      found.set(registration.registrationId, registration)
  })
  await cdp.send('ServiceWorker.enable')
  await expect
    .poll(() => [...found].some(([, registration]) => registration.scopeURL === scope), eventually)
    .toBe(true)
  const entry = [...found].find(([, r]) => r.scopeURL === scope && !r.isDeleted)
  if (!entry) throw new Error('no service worker registration')
  return entry[0]
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
}

async function shown(worker: Worker): Promise<Shown[]> {
  return worker.evaluate(`self.registration.getNotifications().then((list) =>
    list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))`)
}

async function signInAlice(page: Page) {
  await passwordLogin(page, 'alice')
  await page.waitForURL((url) => url.pathname !== '/login')
  await page.goto('/alice/notifications')
  await page.getByRole('main').getByRole('feed', { name: 'Notifications' }).waitFor()
}

function alertsPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Desktop and push notifications' })
}

describe('web push', () => {
  const h = useHarness(undefined, { testControl: true })

  it('subscribes with the instance’s key, and a push shows a notification whose click opens the status', async () => {
    const { page, context, instance } = h
    await context.grantPermissions(['notifications'], { origin: instance.url })
    await context.addInitScript(fakePushService)
    await signInAlice(page)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

    await page.getByRole('button', { name: 'Alerts', exact: true }).click()
    const push = alertsPanel(page).getByRole('switch', { name: 'Web push notifications' })
    await push.click()
    await expect.poll(() => push.getAttribute('aria-checked'), eventually).toBe('true')
    expect(await page.evaluate('window.__pushOptions')).toEqual({
      userVisibleOnly: true,
      keyBytes: 65,
    })

    // bob mentions alice: the instance builds the push for the subscription the app stored.
    const mention = await apiAs<{ id: string }>(instance.url, 'bob', 'POST', '/api/v1/statuses', {
      status: '@alice the push test says hello',
    })
    const pushed = (await pushesFor(instance.url)).at(-1)
    expect(pushed?.endpoint).toBe(endpoint)
    expect(pushed?.payload.notification_type).toBe('mention')
    const subscription = await fetch(`${instance.url}/api/v1/push/subscription`, {
      headers: { Authorization: `Bearer ${pushed?.payload.access_token ?? ''}` },
    })
    expect(await subscription.json()).toMatchObject({
      endpoint,
      alerts: { mention: true, favourite: true, follow: true },
    })

    // Elsewhere in the app, the push arrives and is clicked.
    await page.goto('/main/friends')
    await page
      .getByRole('link', { name: /^Notifications, \d+ unseen$/ })
      .first()
      .waitFor()
    const cdp = await context.newCDPSession(page)
    const id = await registrationId(cdp, `${instance.url}/`)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: instance.url,
      registrationId: id,
      data: JSON.stringify(pushed?.payload),
    })
    const worker = await serviceWorker(context)
    await expect
      .poll(() => shown(worker), eventually)
      .toEqual([
        {
          title: 'New Mention',
          body: '@bob: @alice the push test says hello',
          tag: `notification:${String(pushed?.payload.notification_id)}`,
          data: expect.objectContaining({ path: `/notice/${mention.id}` }) as unknown,
        },
      ])
    await worker.evaluate(`self.registration.getNotifications().then(([notification]) =>
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification })))`)
    await page.waitForURL((url) => url.pathname === `/notice/${mention.id}`, eventually)
    await page.getByText('the push test says hello').first().waitFor()
    await expect.poll(() => shown(worker), eventually).toEqual([])

    // A post with a content warning: the push shows the warning, not the text.
    await apiAs(instance.url, 'bob', 'POST', '/api/v1/statuses', {
      status: '@alice what happens in the finale',
      spoiler_text: 'finale spoilers',
    })
    const warned = (await pushesFor(instance.url)).at(-1)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: instance.url,
      registrationId: id,
      data: JSON.stringify(warned?.payload),
    })
    await expect
      .poll(async () => (await shown(worker)).map((notification) => notification.body), eventually)
      .toEqual(['Content warning: finale spoilers'])

    // Off again: the instance forgets the subscription.
    await page.goto('/alice/notifications')
    await page.getByRole('button', { name: 'Alerts', exact: true }).click()
    const again = alertsPanel(page).getByRole('switch', { name: 'Web push notifications' })
    await expect.poll(() => again.getAttribute('aria-checked'), eventually).toBe('true')
    await again.click()
    await expect.poll(() => again.getAttribute('aria-checked'), eventually).toBe('false')
    const gone = await fetch(`${instance.url}/api/v1/push/subscription`, {
      headers: { Authorization: `Bearer ${pushed?.payload.access_token ?? ''}` },
    })
    expect(gone.status).toBe(404)
    expect(h.pageErrors).toEqual([])
  })

  it('says why web push cannot be turned on: no VAPID key, or no browser support', async () => {
    const { page, context, instance } = h
    const settings = (body: unknown) =>
      fetch(`${instance.url}/__control/settings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const key = ((await (await settings({})).json()) as { vapidPublicKey: string }).vapidPublicKey
    await settings({ vapidPublicKey: null })
    await signInAlice(page)
    await page.getByRole('button', { name: 'Alerts', exact: true }).click()
    const push = alertsPanel(page).getByRole('switch', { name: 'Web push notifications' })
    expect(await push.isDisabled()).toBe(true)
    await alertsPanel(page).getByText('VAPID public key is not found').waitFor()
    await settings({ vapidPublicKey: key })

    await context.addInitScript('delete window.PushManager')
    await page.reload()
    await page.getByRole('main').getByRole('feed', { name: 'Notifications' }).waitFor()
    await page.getByRole('button', { name: 'Alerts', exact: true }).click()
    await alertsPanel(page).getByText('Web Push is disabled in config').waitFor()
    expect(await push.isDisabled()).toBe(true)
  })
})

import type { Locator, Page } from 'playwright-core'
import { passwordLogin } from './auth-helpers'

/** Calls the instance's API as a seeded user (each local user has a ready token). */
export async function apiAs<T = unknown>(
  baseUrl: string,
  nickname: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer seed-token-${nickname}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${String(response.status)}`)
  return (await response.json()) as T
}

/** Raises a notification through the instance's control route (needs `testControl`). */
export async function emitNotification(
  baseUrl: string,
  body: { to?: string; from?: string; type: string; status_id?: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/__control/emit/notification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { id: string | null }
  if (!answer.id) throw new Error(`no ${body.type} notification was raised`)
  return answer.id
}

/** The id of the newest status of `nickname` whose text contains `text`. */
export async function statusIdOf(baseUrl: string, nickname: string, text: string): Promise<string> {
  const account = await apiAs<{ id: string }>(
    baseUrl,
    nickname,
    'GET',
    `/api/v1/accounts/lookup?acct=${nickname}`,
  )
  const statuses = await apiAs<{ id: string; content: string }[]>(
    baseUrl,
    nickname,
    'GET',
    `/api/v1/accounts/${account.id}/statuses?limit=40`,
  )
  const found = statuses.find((status) => status.content.includes(text))
  if (!found) throw new Error(`no status of ${nickname} says "${text}"`)
  return found.id
}

/** Signs in and opens the focused notifications view. */
export async function openNotificationsAs(page: Page, nickname: string): Promise<Locator> {
  await passwordLogin(page, nickname)
  await page.waitForURL((url) => url.pathname !== '/login')
  await page.goto(`/${nickname}/notifications`)
  const feed = page.getByRole('main').getByRole('feed', { name: 'Notifications' })
  await feed.locator('[data-row-id]').first().waitFor()
  return feed
}

/** Scrolls the list down until the row whose text matches is drawn (the list draws only the rows
 * near the screen), and returns it. */
export async function scrolledToRow(feed: Locator, text: string | RegExp): Promise<Locator> {
  const found = row(feed, text)
  for (let step = 0; step < 40; step += 1) {
    if ((await found.count()) > 0) return found
    await feed.evaluate((element) => {
      let scroller: HTMLElement | null = element.parentElement
      while (scroller && scroller.scrollHeight <= scroller.clientHeight) {
        scroller = scroller.parentElement
      }
      scroller?.scrollBy(0, scroller.clientHeight / 2)
    })
    await feed.page().waitForTimeout(100)
  }
  throw new Error(`No notification row reads ${String(text)}`)
}

/** The notification row whose text matches. */
export function row(feed: Locator, text: string | RegExp): Locator {
  return feed.locator('.notification').filter({ hasText: text })
}

export async function faviconHref(page: Page): Promise<string> {
  return (await page.locator('link[rel~="icon"]').last().getAttribute('href')) ?? ''
}

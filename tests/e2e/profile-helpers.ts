import type { Locator, Page } from 'playwright-core'
import { passwordLogin } from './auth-helpers'
import { apiAs } from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a debounce, a redraw). */
export const eventually = { timeout: 10_000 }

export async function signIn(page: Page, nickname: string): Promise<void> {
  await passwordLogin(page, nickname)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/** Opens a profile's focused view and waits for its header. */
export async function openProfile(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  const header = page.locator('.profile-header')
  await header.waitFor()
  return header
}

/** The open user card (the popover beside an avatar or a name). */
export function card(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Card of / })
}

export interface Relationship {
  following: boolean
  requested: boolean
  muting: boolean
  blocking: boolean
  note: string
}

/** What the instance says of `nickname`'s relationship to the account `acct`. */
export async function relationshipOf(
  baseUrl: string,
  nickname: string,
  acct: string,
): Promise<Relationship> {
  const { id } = await apiAs<{ id: string }>(
    baseUrl,
    nickname,
    'GET',
    `/api/v1/accounts/lookup?acct=${acct}`,
  )
  const [found] = await apiAs<Relationship[]>(
    baseUrl,
    nickname,
    'GET',
    `/api/v1/accounts/relationships?id=${id}`,
  )
  if (!found) throw new Error(`no relationship of ${nickname} to ${acct}`)
  return found
}

export async function idOf(baseUrl: string, acct: string): Promise<string> {
  return (
    await apiAs<{ id: string }>(baseUrl, 'alice', 'GET', `/api/v1/accounts/lookup?acct=${acct}`)
  ).id
}

import type { Locator, Page } from 'playwright-core'

/** The composer docked at the left of the deck on a wide screen. */
export function dockedComposer(page: Page): Locator {
  return page.locator('aside[data-composer="docked"]')
}

/** The modal composer, by its title ("New post", "Edit post", "Redraft post"). */
export function composerModal(page: Page, title: string | RegExp = /post$/i): Locator {
  return page.getByRole('dialog', { name: title }).filter({ has: page.locator('form.composer') })
}

export function postText(composer: Locator): Locator {
  return composer.getByRole('combobox', { name: 'Post text' })
}

/** One of the composer's selects ("Visibility", "Format", "Language"): a button named by its
 * label and the option chosen. */
export function composerSelect(composer: Locator, label: string): Locator {
  return composer.getByRole('button', { name: new RegExp(`^${label} `) })
}

/** The label of the option chosen in a composer select. */
export async function chosenIn(composer: Locator, label: string): Promise<string> {
  return composerSelect(composer, label).locator('.select-value').innerText()
}

/** Opens a composer select and chooses an option by its label. */
export async function chooseIn(composer: Locator, label: string, option: string): Promise<void> {
  await composerSelect(composer, label).click()
  const list = composer.page().getByRole('listbox', { name: label })
  await list.getByRole('option', { name: option, exact: true }).click()
  await list.waitFor({ state: 'detached' })
}

/** The labels of the options a composer select offers (opened, read, closed with Escape). */
export async function choicesIn(composer: Locator, label: string): Promise<string[]> {
  await composerSelect(composer, label).click()
  const list = composer.page().getByRole('listbox', { name: label })
  await list.waitFor()
  const labels = await list.getByRole('option').allInnerTexts()
  await composer.page().keyboard.press('Escape')
  await list.waitFor({ state: 'detached' })
  return labels.map((text) => text.trim())
}

/**
 * Moves focus with Tab (Shift+Tab when `back`) until the target has it, as a person on a keyboard
 * would; fails when it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, back = false, limit = 40) {
  const where = () =>
    page.evaluate(() => {
      const active = document.activeElement
      if (!active) return 'nothing'
      const name = active.getAttribute('aria-label') ?? active.textContent.slice(0, 30)
      return `${active.tagName.toLowerCase()} "${name}"`
    })
  const path: string[] = [await where()]
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    path.push(await where())
  }
  throw new Error(`Tab never reached the target; the focus went ${path.slice(0, 12).join(' → ')}`)
}

/**
 * Focuses `start`, then Tabs to `target`; tries again from `start` when the walk is lost (on a
 * busy machine a part arriving late can re-render under the focus and drop it to the page).
 */
export async function tabFrom(page: Page, start: Locator, target: Locator, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    await start.focus()
    try {
      await tabTo(page, target)
      return
    } catch (error) {
      if (attempt >= tries) throw error
    }
  }
}

/** A 1x1 PNG, made here so the tests carry no binary fixture. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  )
}

export interface StoredStatus {
  id: string
  content: string
  text?: string | null
  spoiler_text: string
  sensitive: boolean
  visibility: string
  in_reply_to_id: string | null
  edited_at?: string | null
  poll: { options: { title: string }[]; multiple: boolean } | null
  media_attachments: { id: string; type: string; description: string | null }[]
  mentions: { acct: string }[]
  emojis: { shortcode: string }[]
  quote?: { id: string } | null
  pleroma?: { quote_id?: string | null; quote?: { id: string } | null }
}

/** Calls the instance's API as a seeded user (each has the token `seed-token-<nick>`). */
export async function apiAs<T>(
  baseUrl: string,
  nickname: string,
  pathname: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    ...init,
    headers: { Authorization: `Bearer seed-token-${nickname}`, 'Content-Type': 'application/json' },
  })
  if (!response.ok) throw new Error(`${pathname} answered ${String(response.status)}`)
  return (await response.json()) as T
}

/** The newest statuses the user wrote, as the server stored them. */
export async function statusesOf(baseUrl: string, nickname: string): Promise<StoredStatus[]> {
  const me = await apiAs<{ id: string }>(baseUrl, nickname, '/api/v1/accounts/verify_credentials')
  return apiAs<StoredStatus[]>(
    baseUrl,
    nickname,
    `/api/v1/accounts/${me.id}/statuses?limit=40&with_muted=true`,
  )
}

/** The stored statuses of the user whose plain text contains the marker. */
export async function statusesWith(baseUrl: string, nickname: string, marker: string) {
  return (await statusesOf(baseUrl, nickname)).filter((s) => s.content.includes(marker))
}

/** Sets the instance's fault knobs (needs `testControl: true`). */
export async function setFaults(baseUrl: string, faults: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  })
  if (!response.ok) throw new Error(`control/faults answered ${String(response.status)}`)
}

/** The reply or quote composer open under a status, by its name ("Reply to @bob", "Quote @bob"). */
export function inlineComposer(scope: Page | Locator, name: string): Locator {
  return scope
    .locator('[data-composer="inline"]')
    .and(scope.getByRole('group', { name, exact: true }))
}

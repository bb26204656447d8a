import type { Locator, Page } from 'playwright-core'
import { passwordLogin, waitForPath } from './auth-helpers'

/** Signs in through the login panel and opens the deck. */
export async function openDeckAs(page: Page, nickname: string): Promise<void> {
  await passwordLogin(page, nickname)
  await page.waitForURL((url) => url.pathname !== '/login')
  await page.goto('/deck')
  await waitForPath(page, '/deck')
  await page.getByRole('main', { name: 'Deck' }).waitFor()
}

export function deck(page: Page): Locator {
  return page.getByRole('main', { name: 'Deck' })
}

/** The titles of the deck's columns, left to right. */
export async function columnTitles(page: Page): Promise<string[]> {
  return deck(page)
    .locator('section.column')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label') ?? ''))
}

export function column(page: Page, title: string): Locator {
  return deck(page).getByRole('region', { name: title, exact: true })
}

/** Adds a column through the picker, by the kind's name and its fields' values. */
export async function addColumn(page: Page, kind: string, fields: Record<string, string> = {}) {
  await deck(page).getByRole('button', { name: 'Add column' }).last().click()
  const dialog = page.getByRole('dialog', { name: 'Add a column' })
  await dialog.getByRole('button', { name: kind, exact: true }).click()
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value)
  await dialog.getByRole('button', { name: 'Add column' }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** Posts as a seeded user through the instance's API (each local user has a ready token). */
export async function postAs(
  baseUrl: string,
  nickname: string,
  status: string,
  visibility = 'public',
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/statuses`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer seed-token-${nickname}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ status, visibility }),
  })
  if (!response.ok) throw new Error(`posting failed: ${String(response.status)}`)
  return ((await response.json()) as { id: string }).id
}

/** The accessible names of the articles a column shows now. */
export async function articleNames(columnLocator: Locator): Promise<string[]> {
  return columnLocator
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => article.getAttribute('aria-label') ?? article.textContent),
    )
}

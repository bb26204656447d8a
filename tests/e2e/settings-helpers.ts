import type { Locator, Page } from 'playwright-core'

/** The settings modal, open. */
export function settingsDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Settings' })
}

/** Opens the settings (the top bar's button) on one of its tabs, by the tab's name. */
export async function openSettings(page: Page, tab?: string): Promise<Locator> {
  const dialog = settingsDialog(page)
  if ((await dialog.count()) === 0) {
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click()
  }
  await dialog.waitFor()
  if (tab) {
    await dialog.getByRole('tab', { name: tab, exact: true }).click()
    await dialog.getByRole('tabpanel').waitFor()
  }
  return dialog
}

/** A file for a file input, from text. */
export function textFile(name: string, text: string, mimeType = 'text/plain') {
  return { name, mimeType, buffer: Buffer.from(text) }
}

/** Calls the local instance's API as a seeded user (each local user has a ready token). */
export async function apiAs<T>(
  baseUrl: string,
  nickname: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer seed-token-${nickname}`,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  })
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`)
  return (await response.json()) as T
}

import type { Page } from 'playwright-core'

/** Signs in through the login panel with a password; waits until the app leaves /login. */
export async function passwordLogin(page: Page, username: string, password = 'akkoma') {
  await page.goto('/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path)
}

/** The stored accounts, as the app persisted them. */
export async function storedAccountKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('accounts')
    if (!raw) return []
    const parsed = JSON.parse(raw) as { data: { accounts: { key: string }[] } }
    return parsed.data.accounts.map((a) => a.key)
  })
}

/**
 * Stores an account's settings as the app persists them, stamped now so they are newer than any
 * copy the server holds (the newer copy wins when the app syncs). Written from a plain file of
 * the same origin, where no app runs that could write its own copy over them.
 */
export async function storeSettings(page: Page, owner: string, values: Record<string, unknown>) {
  await page.goto('/manifest.webmanifest')
  await page.evaluate(
    ([key, data]) => {
      localStorage.setItem(
        key,
        JSON.stringify({ version: 2, data: { values: data, updatedAt: Date.now() } }),
      )
    },
    [`settings:${owner}`, values] as const,
  )
}

/** Switches instance settings live (needs `testControl: true`). */
export async function setInstanceSettings(url: string, settings: Record<string, unknown>) {
  const response = await fetch(`${url}/__control/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  })
  if (!response.ok) throw new Error(`control/settings answered ${response.status}`)
}

// A signed-in Chromium page on the built client served by a seeded local instance, for the
// browser figures. The session is put in storage the way the app keeps it, with a seeded token,
// so measuring starts from a signed-in load rather than from the login form.

import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../tests/e2e/browser'
import { startInstance, type RunningInstance } from '../tests/fake-akkoma/server'

/** The built client the browser figures measure: `BENCH_CLIENT_DIR` (a private build, since
 * others build into dist/ at the same time), else dist/. */
export const benchClientDir = path.resolve(process.env.BENCH_CLIENT_DIR ?? 'dist')

export interface BrowserBench {
  instance: RunningInstance
  browser: Browser
  close(): Promise<void>
}

export async function startBrowserBench(statuses: number): Promise<BrowserBench> {
  const instance = await startInstance({
    port: 0,
    statuses,
    testControl: true,
    clientDir: benchClientDir,
  })
  const browser = await launchChromium()
  return {
    instance,
    browser,
    close: async () => {
      await browser.close()
      await instance.close()
    },
  }
}

/** A page signed in as `nickname` (with the role its stored account says), whose deck holds
 * the given columns. */
export async function signedInPage(
  bench: BrowserBench,
  nickname: string,
  columns: readonly { kind: string; params?: Record<string, unknown> }[],
  role: 'member' | 'moderator' | 'admin' = 'member',
): Promise<Page> {
  const base = bench.instance.url
  const me = (await (
    await fetch(`${base}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer seed-token-${nickname}` },
    })
  ).json()) as { id: string }
  const host = new URL(base).host
  const key = `${nickname}@${host}`
  const accounts = {
    version: 1,
    data: {
      accounts: [
        {
          key,
          baseUrl: base,
          userId: me.id,
          nickname,
          token: `seed-token-${nickname}`,
          role,
          expired: false,
        },
      ],
      activeKey: key,
      apps: {},
    },
  }
  const deck = {
    version: 1,
    data: {
      decks: [
        {
          id: 'deck-bench',
          name: 'Bench',
          columns: columns.map((column, index) => ({
            id: `col-${String(index)}`,
            kind: column.kind,
            params: column.params ?? {},
            account: key,
            width: 'narrow',
            settings: {
              hideRepeats: false,
              hideReplies: false,
              hideBots: false,
              mediaOnly: false,
              filters: [],
              streaming: true,
            },
          })),
        },
      ],
      activeDeckId: 'deck-bench',
      updatedAt: Date.now(),
    },
  }
  const context = await bench.browser.newContext({ viewport: { width: 1920, height: 1080 } })
  await context.addInitScript(
    ([accountsJson, deckKey, deckJson]) => {
      localStorage.setItem('accounts', accountsJson)
      localStorage.setItem(deckKey, deckJson)
    },
    [JSON.stringify(accounts), `deck:${key}`, JSON.stringify(deck)] as const,
  )
  return context.newPage()
}

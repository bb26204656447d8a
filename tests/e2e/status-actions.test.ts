// Status actions end to end against the local instance: a page built here (the status card with
// the default actions over the real API client and state layer) is served by the instance
// itself, signed in as alice with her seeded token. Favourite, a failing bookmark shown on the
// status and rolled back, a poll vote, the media viewer by keyboard, a thread in both displays.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startInstance, type RunningInstance } from '../fake-akkoma/server'
import { launchChromium } from './browser'

const root = path.resolve('.')
const work = path.join(root, 'node_modules/.cache/status-actions-e2e')
const TOKEN = 'seed-token-alice'

const entry = `
import { createStore, Provider } from 'jotai'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { verifyCredentials } from '${root}/src/api/accounts'
import { createApiClient } from '${root}/src/api/client'
import { fetchStatus } from '${root}/src/api/statuses'
import { I18nProvider } from '${root}/src/i18n/I18nProvider'
import { ingestApiAccounts, ingestApiStatus } from '${root}/src/state/ingest-api'
import { registerSession } from '${root}/src/state/session'
import { createStatusActions } from '${root}/src/state/status-actions'
import { Conversation, StatusCard, StatusEnvironmentProvider } from '${root}/src/ui/status'
import '${root}/src/ui/theme/global.css'

const params = new URLSearchParams(location.search)
const accountKey = 'alice@local'
const client = createApiClient({ token: '${TOKEN}' })
const store = createStore()
// The card's loaders read as the account's session, as the deck registers it.
registerSession(store, accountKey, client)

function Ready() {
  useEffect(() => { window.__ready = true }, [])
  return null
}

async function main() {
  const [viewer] = ingestApiAccounts(store, accountKey, [await verifyCredentials(client)])
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean)
  for (const id of ids) ingestApiStatus(store, accountKey, await fetchStatus(client, id))
  const thread = params.get('thread')
  const env = {
    accountKey,
    viewer,
    instance: { server: location.origin, editingAvailable: true, translationEnabled: true,
      defaultAvatar: '', restrictedNicknames: [], nsfwCensorImage: '', quotingAvailable: true },
    actions: createStatusActions({ store, accountKey, client }),
  }
  createRoot(document.getElementById('root')).render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter>
          <StatusEnvironmentProvider value={env}>
            <main>
              {thread ? <Conversation statusId={thread} display={params.get('display')} /> :
                ids.map((id) => <StatusCard key={id} statusId={id} />)}
            </main>
            <Ready />
          </StatusEnvironmentProvider>
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  )
}
void main()
`

interface WireStatus {
  id: string
  visibility: string
  account: { acct: string }
  poll: { expired: boolean; voted: boolean; multiple: boolean } | null
  media_attachments: { type: string }[]
  replies_count: number
  in_reply_to_id: string | null
  reblog: unknown
}

async function api<T>(instance: RunningInstance, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${instance.url}${pathname}`, {
    ...init,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
  })
  return (await response.json()) as T
}

async function findStatus(instance: RunningInstance, test: (s: WireStatus) => boolean) {
  let maxId = ''
  for (let page = 0; page < 15; page++) {
    const list = await api<WireStatus[]>(
      instance,
      `/api/v1/timelines/public?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
    )
    const found = list.find((s) => s.reblog === null && test(s))
    if (found) return found
    const last = list[list.length - 1]
    if (!last) break
    maxId = last.id
  }
  throw new Error('no seeded status matches')
}

async function control(instance: RunningInstance, route: string, body: unknown) {
  await fetch(`${instance.url}/__control/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('status actions against the local instance', () => {
  let instance: RunningInstance
  let browser: Browser
  let page: Page
  const errors: string[] = []

  beforeAll(async () => {
    rmSync(work, { recursive: true, force: true })
    mkdirSync(work, { recursive: true })
    writeFileSync(path.join(work, 'main.jsx'), entry)
    writeFileSync(
      path.join(work, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>statuses</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
    )
    await build({
      root: work,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir: path.join(work, 'dist'), emptyOutDir: true, minify: false },
    })
    instance = await startInstance({
      port: 0,
      testControl: true,
      clientDir: path.join(work, 'dist'),
    })
    browser = await launchChromium()
  }, 180_000)

  afterAll(async () => {
    await browser.close()
    await instance.close()
  })

  beforeEach(async () => {
    errors.length = 0
    page = await browser.newPage()
    page.on('pageerror', (error) => errors.push(error.message))
  })

  afterEach(async () => {
    await control(instance, 'faults', { failRate: 0 })
    await page.close()
  })

  async function open(query: string) {
    await page.goto(`${instance.url}/?${query}`)
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true)
  }

  it('favourites a status, and the server holds the favourite', async () => {
    const target = await findStatus(instance, (s) => s.account.acct !== 'alice')
    await open(`ids=${target.id}`)
    await page.getByRole('button', { name: /^Favourite( \d+)?$/ }).click()
    await page.getByRole('button', { name: 'Undo favourite' }).waitFor()
    const held = await api<{ favourited: boolean }>(instance, `/api/v1/statuses/${target.id}`)
    expect(held.favourited).toBe(true)
    expect(errors).toEqual([])
  })

  it('shows a failed bookmark on the status, rolls it back, and a later success clears it', async () => {
    const target = await findStatus(instance, (s) => s.account.acct !== 'alice')
    await open(`ids=${target.id}`)
    await control(instance, 'faults', { failRate: 1, failStatus: 500 })
    await page.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Bookmark' }).click()
    const alert = page.locator('article').getByRole('alert')
    await alert.waitFor()
    expect((await alert.innerText()).length).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'More actions' }).click()
    expect(await page.getByRole('menuitem', { name: 'Bookmark', exact: true }).count()).toBe(1)
    await control(instance, 'faults', { failRate: 0 })
    await page.getByRole('menuitem', { name: 'Bookmark', exact: true }).click()
    await alert.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Remove bookmark' }).waitFor()
  })

  it('votes in a poll and shows the results', async () => {
    const target = await findStatus(
      instance,
      (s) => s.poll !== null && !s.poll.expired && !s.poll.voted && !s.poll.multiple,
    )
    await open(`ids=${target.id}`)
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Vote' }).click()
    await page.locator('.poll-results').waitFor()
    const poll = await api<{ poll: { voted: boolean } }>(instance, `/api/v1/statuses/${target.id}`)
    expect(poll.poll.voted).toBe(true)
  })

  it('drives the media viewer by keyboard', async () => {
    const target = await findStatus(
      instance,
      (s) =>
        s.media_attachments.filter((m) => m.type === 'image' || m.type === 'video').length >= 2,
    )
    await open(`ids=${target.id}`)
    const opener = page.getByRole('button', { name: /^Open attachment/ }).first()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    const counter = dialog.locator('.media-viewer-counter')
    const first = await counter.innerText()
    expect(first).toMatch(/^1 \/ \d+$/)
    await page.keyboard.press('ArrowRight')
    expect(await counter.innerText()).toMatch(/^2 \/ /)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    const total = first.split(' / ')[1]
    expect(await counter.innerText()).toBe(`${total} / ${total}`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('shows a thread linear and as a tree with deep replies folded', async () => {
    let rootId = ''
    let count = 0
    for (const candidate of await api<WireStatus[]>(
      instance,
      '/api/v1/timelines/public?limit=40',
    )) {
      const context = await api<{ descendants: unknown[] }>(
        instance,
        `/api/v1/statuses/${candidate.id}/context`,
      )
      if (candidate.in_reply_to_id === null && context.descendants.length > count) {
        rootId = candidate.id
        count = context.descendants.length
      }
    }
    expect(count).toBeGreaterThanOrEqual(5)
    await open(`thread=${rootId}&display=linear`)
    await page.locator('article').nth(count).waitFor()
    expect(await page.locator('article').count()).toBe(count + 1)
    await open(`thread=${rootId}&display=tree`)
    const unfold = page.getByRole('button', { name: /^Show \d+ hidden replies$/ })
    await unfold.first().waitFor()
    const treeCount = await page.locator('article').count()
    // The seeded thread is nine replies deep: past depth 4 (max depth 6 minus 2) starts folded.
    expect(treeCount).toBeLessThan(count + 1)
    while ((await unfold.count()) > 0) await unfold.first().click()
    expect(await page.locator('article').count()).toBe(count + 1)
  })
})

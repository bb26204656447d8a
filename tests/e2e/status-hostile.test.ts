// The hostile-content corpus (tests/fixtures/hostile) in Chromium: every case is rendered as a
// status card through the real path (wire status -> normalizeStatus -> ingest -> StatusCard) on
// a page built here and served under the build's Content-Security-Policy. Each case must render
// inert: nothing executed, no dialog, no uncaught error, no executable markup in the DOM.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../scripts/content-security-policy'
import { loadHostileCases } from '../fixtures/hostile/cases'
import { launchChromium } from './browser'

const root = path.resolve('.')
const work = path.join(root, 'node_modules/.cache/status-hostile-e2e')

// The build's own policy (the one vite.config.ts puts in index.html), not a copy of it.
export const pageCsp = contentSecurityPolicy

const entry = `
import { createStore, Provider } from 'jotai'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { createBundle } from '${root}/src/entities/bundle'
import { normalizeStatus } from '${root}/src/entities/normalize-status'
import { I18nProvider } from '${root}/src/i18n/I18nProvider'
import { ingest } from '${root}/src/state/ingest'
import { StatusCard, StatusEnvironmentProvider } from '${root}/src/ui/status'
import { loadHostileCases } from '${root}/tests/fixtures/hostile/cases'
import '${root}/src/ui/theme/global.css'

function account(i, overrides) {
  return { id: 'a' + i, username: 'mallory', acct: 'mallory', display_name: 'Mallory',
    url: 'https://evil.example/@mallory', avatar: 'https://evil.example/a.png',
    avatar_static: 'https://evil.example/a.png', header: '', note: '', emojis: [], fields: [],
    bot: false, locked: false, created_at: '2024-01-01T00:00:00.000Z', followers_count: 0,
    following_count: 0, statuses_count: 1, ...overrides }
}

// One wire status per case, with the hostile value in the field the case names.
function wireStatusFor(c, i) {
  const ctx = c.context ?? {}
  const s = { id: String(1000 + i), uri: 'https://evil.example/objects/' + i,
    url: 'https://evil.example/notice/' + i, created_at: '2025-10-20T08:15:02.000Z',
    content: '<p>ok</p>', spoiler_text: '', visibility: 'public', sensitive: false,
    account: account(i, {}), media_attachments: [], mentions: [], tags: [], emojis: [],
    reblogs_count: 0, favourites_count: 0, replies_count: 0, reblog: null, poll: null, card: null,
    edited_at: null }
  switch (c.field) {
    case 'content': case 'bio': case 'announcement':
      s.content = c.html
      s.emojis = ctx.emojis ?? []
      s.mentions = (ctx.mentions ?? []).map((m) => ({ id: m.id, url: m.url, acct: 'm' + m.id, username: 'm' + m.id }))
      s.tags = (ctx.tags ?? []).map((name) => ({ name, url: 'https://evil.example/tag/' + name }))
      break
    case 'display_name':
      s.account = account(i, { display_name: c.html, emojis: ctx.emojis ?? [] })
      break
    case 'handle':
      s.account = account(i, { acct: c.html, username: c.html })
      break
    case 'poll_option':
      s.poll = { id: 'po' + i, options: [{ title: c.html, votes_count: 1 }, { title: 'b', votes_count: 0 }],
        votes_count: 1, voters_count: 1, expires_at: null, expired: false, multiple: false,
        voted: false, own_votes: [], emojis: [] }
      break
    case 'card_title':
      s.card = { url: 'https://news.example/', title: c.html, description: 'd', image: null,
        provider_name: '', type: 'link' }
      break
    case 'poll':
      s.poll = c.data
      break
    case 'attachment':
      s.media_attachments = [c.data]
      break
    case 'created_at':
      s.created_at = c.data
      break
    case 'edited_at':
      s.edited_at = c.data
      break
    default:
      break
  }
  return s
}

const ok = (value) => Promise.resolve({ ok: true, value })
const actions = new Proxy({}, { get: (_t, key) => key === 'fetchContext'
  ? () => ok({ ancestors: [], descendants: [] })
  : () => ok(undefined) })
const env = {
  accountKey: 'visitor@hostile.test',
  viewer: null,
  instance: { server: 'https://hostile.test', editingAvailable: true, translationEnabled: true,
    defaultAvatar: '', restrictedNicknames: [], nsfwCensorImage: '', quotingAvailable: true },
  actions,
}
const store = createStore()
const cases = loadHostileCases().map((c, i) => {
  const bundle = createBundle()
  let id = null
  try {
    id = normalizeStatus(wireStatusFor(c, i), bundle)?.id ?? null
    ingest(store, env.accountKey, bundle)
  } catch (error) {
    console.warn('case could not be normalised', c.name, String(error))
  }
  return { name: c.name, id }
})
window.__cases = cases

function Ready() {
  useEffect(() => { window.__ready = true }, [])
  return null
}

createRoot(document.getElementById('root')).render(
  <Provider store={store}>
    <I18nProvider>
      <MemoryRouter>
        <StatusEnvironmentProvider value={env}>
          {cases.map((c, i) => (
            <section key={i} data-case={String(i)}>
              {c.id !== null && <StatusCard statusId={c.id} />}
            </section>
          ))}
          <Ready />
        </StatusEnvironmentProvider>
      </MemoryRouter>
    </I18nProvider>
  </Provider>,
)
`

const html = `<!doctype html><html><head><meta charset="utf-8"><title>hostile</title></head>
<body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>`

export interface HostilePage {
  url: string
  close: () => Promise<void>
}

export async function buildAndServeHostilePage(): Promise<HostilePage> {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  writeFileSync(path.join(work, 'main.jsx'), entry)
  writeFileSync(path.join(work, 'index.html'), html)
  await build({
    root: work,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: path.join(work, 'dist'), emptyOutDir: true, minify: false },
  })
  const dist = path.join(work, 'dist')
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(dist)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = readFileSync(file)
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html'
      response.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': pageCsp })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

interface CaseReport {
  name: string
  rendered: boolean
  text: string
  links: string[]
  emojiUrls: string[]
  percents: string[]
}

interface PageReport {
  pwned: unknown
  executable: string[]
  cases: CaseReport[]
}

/** Runs in the page: what is executable in the DOM, and what each case shows. */
function inspect(): PageReport {
  const executable: string[] = []
  const rootElement = document.getElementById('root')
  for (const el of Array.from(rootElement?.querySelectorAll('*') ?? [])) {
    const tag = el.tagName.toLowerCase()
    if (
      ['script', 'iframe', 'object', 'embed', 'style', 'frame', 'base', 'meta', 'link'].includes(
        tag,
      )
    ) {
      executable.push(`element ${tag}`)
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      const value = attr.value.trim().toLowerCase()
      if (name.startsWith('on')) executable.push(`${tag}[${name}]`)
      if (
        (name === 'href' ||
          name === 'src' ||
          name === 'action' ||
          name === 'formaction' ||
          name === 'xlink:href') &&
        /^(javascript|vbscript|data:text|data:image\/svg)/.test(value.replace(/\s/g, ''))
      ) {
        executable.push(`${tag}[${name}=${value.slice(0, 40)}]`)
      }
      if (
        el.closest(
          '.status-text, .status-subject, .user-name, .user-handle, .link-preview, .poll-title',
        ) &&
        (name === 'style' || name === 'id' || name === 'name' || name === 'form')
      ) {
        executable.push(`${tag}[${name}] in server content`)
      }
    }
    if (
      (tag === 'form' ||
        tag === 'input' ||
        tag === 'textarea' ||
        tag === 'select' ||
        tag === 'button') &&
      el.closest('.status-text, .status-subject, .user-name, .link-preview, .poll-title')
    ) {
      executable.push(`${tag} in server content`)
    }
  }
  const cases = Array.from(document.querySelectorAll<HTMLElement>('section[data-case]')).map(
    (section, index): CaseReport => {
      const body = section.querySelector('.status-text')
      return {
        name: String(index),
        rendered: section.querySelector('article') !== null,
        text: section.innerText,
        links: Array.from(body?.querySelectorAll('a') ?? []).map(
          (a) => a.getAttribute('href') ?? '',
        ),
        emojiUrls: Array.from(section.querySelectorAll('img.emoji')).map(
          (img) => img.getAttribute('src') ?? '',
        ),
        percents: Array.from(section.querySelectorAll('.poll-percent')).map((p) => p.textContent),
      }
    },
  )
  return { pwned: (window as unknown as { __pwned?: unknown }).__pwned, executable, cases }
}

const BIDI = /[\u202A-\u202E\u2066-\u2069]/

describe('hostile content rendered as status cards in Chromium', () => {
  const cases = loadHostileCases()
  let browser: Browser
  let page: Page
  let served: HostilePage
  const errors: string[] = []
  const dialogs: string[] = []
  let report: PageReport
  let liveViolations: string[] = []

  beforeAll(async () => {
    served = await buildAndServeHostilePage()
    browser = await launchChromium()
    const context = await browser.newContext()
    // Nothing leaves the machine: hostile image and link targets are refused.
    await context.route('**/*', (route) =>
      route.request().url().startsWith(served.url) ? route.continue() : route.abort(),
    )
    page = await context.newPage()
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      const text = message.text()
      const expected =
        text.startsWith('Failed to load resource') ||
        text.startsWith('Executing inline event handler violates')
      if (message.type() === 'error' && !expected) errors.push(text)
    })
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    // Chromium reports (and blocks) inline handlers already while DOMParser builds the inert
    // document the sanitiser reads; those are not executions. Any violation on an element of
    // the live page would be one.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __liveViolations: string[] }).__liveViolations = seen
      document.addEventListener('securitypolicyviolation', (event) => {
        const target = event.target
        if (target instanceof Element && target.ownerDocument === document) {
          seen.push(`${event.violatedDirective} on ${target.outerHTML.slice(0, 120)}`)
        }
      })
    })
    await page.goto(served.url)
    await page.waitForFunction(
      () =>
        (window as unknown as { __ready?: boolean }).__ready === true &&
        document.querySelectorAll('article').length > 40,
      undefined,
      { timeout: 60_000 },
    )
    // A check that nothing happens: any smuggled handler (onload, onerror, autofocus) gets this
    // long to fire before the page is inspected.
    await page.waitForTimeout(500)
    report = await page.evaluate(inspect)
    liveViolations = await page.evaluate(
      () => (window as unknown as { __liveViolations: string[] }).__liveViolations,
    )
  }, 180_000)

  afterAll(async () => {
    await browser.close()
    await served.close()
  })

  it('covers at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
    expect(report.cases).toHaveLength(cases.length)
  })

  it('executes nothing, opens no dialog and throws nothing', () => {
    expect(report.pwned).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    expect(liveViolations).toEqual([])
  })

  it('leaves no executable markup, inline style, id or name from server content in the DOM', () => {
    expect(report.executable).toEqual([])
  })

  it.each(cases.map((c, i) => [c.name, i] as const))('%s: shows what it must', (_name, index) => {
    const c = cases[index]!
    const seen = report.cases[index]!
    for (const text of c.expect.text_includes ?? []) expect(seen.text).toContain(text)
    for (const text of c.expect.text_excludes ?? []) expect(seen.text).not.toContain(text)
    if (c.expect.links && c.field === 'content') expect(seen.links).toEqual(c.expect.links)
    if (c.expect.emoji_urls) expect(seen.emojiUrls).toEqual(c.expect.emoji_urls)
    if (c.expect.no_bidi === true) expect(seen.text).not.toMatch(BIDI)
    if (c.expect.poll_percentages_valid === true) {
      for (const percent of seen.percents) expect(percent).toMatch(/^(100|[1-9]?\d)%$/)
    }
    if (c.expect.renders === true && c.field !== 'notification') expect(seen.rendered).toBe(true)
  })
})

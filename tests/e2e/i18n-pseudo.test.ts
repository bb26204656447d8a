import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { passwordLogin, storeSettings } from './auth-helpers'
import { useHarness } from './harness'

// The pseudo-locale writes every message accented, longer and in brackets, so what the client
// itself says can be told from what people wrote. A route shown in it whose controls, headings,
// labels or descriptions still read as plain English has a string that escapes the catalogue.

/** Routes of the spec, as the admin sees them (moderation included). */
const routes = [
  '/deck',
  '/main/friends',
  '/main/public',
  '/main/bubble',
  '/main/all',
  '/tag/cats',
  '/bookmarks',
  '/users/alice/interactions',
  '/users/admin/dms',
  '/admin/notifications',
  '/friend-requests',
  '/search?query=cat',
  '/who-to-follow',
  '/about',
  '/lists',
  '/announcements',
  '/moderation/reports',
  '/moderation/users',
  '/moderation/statuses',
  '/bob',
]

/**
 * Names and words that are data, not the client's own text: the seeded people, the deck's
 * name, formats and products spelled the same in every language.
 */
const data =
  /^(?:alice|bob|dan|mira|admin|mod|lena|botty|carol|eve|frank|main|akkoma|pleroma|mastodon|misskey|deck|local|text|plain|html|markdown|bbcode|mfm|cats|cat|friends|remote|folks|mfa|you|the|and|example|blobcat|akko|local|instance|rules|pinned|post|test)$/i

async function escapedStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>()
    // What people wrote or named: statuses, names, handles, bios, the instance's own texts.
    const people =
      'article, .status-content, .user-name, .display-name, .staff-user-name, .bio, .emoji, .status-body, .about-instance, [data-user-content]'
    const read = (text: string | null) => {
      if (!text) return
      // What the catalogue says is in brackets; take it away and see what is left.
      const left = text.replace(/\[[^\]]*\]/g, ' ').replace(/[\w.+-]*@[\w.:-]+/g, ' ')
      for (const word of left.match(/[A-Za-z]{3,}/g) ?? [])
        found.add(`${word} ← "${text.slice(0, 60)}"`)
    }
    const chrome = document.querySelectorAll(
      'button, a, [role=tab], [role=menuitem], [role=option], h1, h2, h3, label, legend, th, [role=status], [role=alert], summary, [placeholder], [aria-label], [title]',
    )
    for (const element of chrome) {
      if (element.closest(people)) continue
      // Dates and times are written by Intl in the locale's calendar, not by the catalogue; the
      // pseudo-locale has no calendar of its own, so they read as English there.
      if (element.closest('time')) continue
      // A label that is the name a row shows (a person's, in a list of accounts) is theirs.
      const names = new Set(
        [...element.querySelectorAll(people)].map((node) => node.textContent.trim()),
      )
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)
        if (value !== null && !names.has(value.trim())) read(value)
      }
      // Only the element's own words: the text of its direct text nodes.
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(' ')
      read(own)
    }
    return [...found]
  })
}

describe('the pseudo-locale', () => {
  const h = useHarness()

  it('finds no string of the client outside the catalogue on any route', async () => {
    const { page, instance } = h
    await passwordLogin(page, 'admin')
    await page.waitForURL((url) => url.pathname !== '/login')
    await storeSettings(page, `admin@${new URL(instance.url).host}`, { interfaceLanguage: 'en-XA' })
    const escaped: string[] = []
    for (const route of routes) {
      await page.goto(route)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA')
      // Settled: the route's main content has drawn something in the pseudo-locale.
      await expect
        .poll(() => page.getByRole('main').first().innerText(), { timeout: 15_000 })
        .toMatch(/\[/)
      for (const word of await escapedStrings(page)) {
        const [bare] = word.split(' ')
        if (!data.test(bare ?? '')) escaped.push(`${route}: ${word}`)
      }
    }
    expect(escaped).toEqual([])
  })
})

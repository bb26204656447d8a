// Misskey markdown end to end: alice opens a seeded Misskey note (FEP-c16b spans) in the built
// client. The function's animation runs when renderMisskeyMarkdown is on, not at all when it is
// off (the default), and only under the pointer when renderMfmOnHover is on.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MFM_FLAGS, MFM_NAMES } from '../../src/lib/html/tree'
import { loadHostileCases } from '../fixtures/hostile/cases'
import { passwordLogin, storeSettings, storedAccountKeys } from './auth-helpers'
import { desktop, phone, useHarness } from './harness'

const SHOTS = process.env.MFM_SHOTS

/** The newest seeded note of eve's whose content carries the FEP-c16b tada span. */
async function partyNoteId(baseUrl: string): Promise<string> {
  const lookup = await fetch(`${baseUrl}/api/v1/accounts/lookup?acct=eve@misskey.example`)
  const eve = (await lookup.json()) as { id: string }
  const response = await fetch(`${baseUrl}/api/v1/accounts/${eve.id}/statuses?limit=10`)
  const statuses = (await response.json()) as { id: string; content: string }[]
  const note = statuses.find((s) => s.content.includes('class="mfm-tada"'))
  if (!note) throw new Error('the seeded MFM note is missing')
  return note.id
}

/** Signs alice in and stores her MFM settings. */
async function signInWith(page: Page, settings: Record<string, boolean>) {
  await passwordLogin(page, 'alice')
  await page.waitForURL((url) => url.pathname !== '/login')
  const [key] = await storedAccountKeys(page)
  if (key === undefined) throw new Error('alice is not stored')
  await storeSettings(page, key, settings)
}

async function openNote(page: Page, baseUrl: string, settings: Record<string, boolean>) {
  await signInWith(page, settings)
  await page.goto(`/notice/${await partyNoteId(baseUrl)}`)
  await page.getByText('Party time!').first().waitFor()
}

/** Computed animation-name of the element holding "Party time!". */
function partyAnimation(page: Page): Promise<string> {
  return page
    .getByText('Party time!', { exact: true })
    .first()
    .evaluate((element) => getComputedStyle(element).animationName)
}

async function moveAway(page: Page) {
  await page.mouse.move(1, 1)
}

describe('Misskey markdown in a status', () => {
  const h = useHarness(desktop)

  it('animates the functions when renderMisskeyMarkdown is on', async () => {
    await openNote(h.page, h.instance.url, { renderMisskeyMarkdown: true })
    await moveAway(h.page)
    expect(await partyAnimation(h.page)).toBe('mfm-tada')
    const spin = h.page.getByText('spinning', { exact: true }).first()
    expect(await spin.evaluate((e) => getComputedStyle(e).animationDirection)).toBe('reverse')
    expect(await spin.evaluate((e) => getComputedStyle(e).animationDuration)).toBe('2s')
    const big = h.page.getByText('big', { exact: true }).first()
    const sizes = await big.evaluate((e) => [
      parseFloat(getComputedStyle(e).fontSize),
      parseFloat(getComputedStyle(e.closest('.status-text') ?? e).fontSize),
    ])
    expect(sizes[0]).toBeCloseTo((sizes[1] ?? 0) * 2, 0)
    if (SHOTS) {
      await h.page.screenshot({ path: `${SHOTS}/mfm-desktop.png` })
      // The three seeded notes are the newest posts of the federated timeline.
      await h.page.goto('/main/all')
      await h.page.getByText('(older note)').first().waitFor()
      await h.page.screenshot({ path: `${SHOTS}/mfm-timeline.png` })
    }
    expect(h.pageErrors).toEqual([])
  })

  it('is turned on and off from a column’s timeline settings menu', async () => {
    const { page } = h
    await signInWith(page, {})
    await page.goto('/main/all')
    await page.getByText('Party time!').first().waitFor()
    await moveAway(page)
    expect(await partyAnimation(page)).toBe('none')
    const menu = page.getByRole('button', { name: 'Timeline settings' })
    await menu.click()
    expect(
      await page
        .getByRole('menuitem', { name: 'Animate Misskey markdown only on hover: off' })
        .isDisabled(),
    ).toBe(true)
    await page.getByRole('menuitem', { name: 'Render Misskey markdown: off' }).click()
    await expect.poll(() => partyAnimation(page)).toBe('mfm-tada')
    await menu.click()
    await page.getByRole('menuitem', { name: 'Render Misskey markdown: on' }).click()
    await expect.poll(() => partyAnimation(page)).toBe('none')
    expect(h.pageErrors).toEqual([])
  })

  it('shows static, normal-sized text when it is off (the default)', async () => {
    await openNote(h.page, h.instance.url, {})
    expect(await partyAnimation(h.page)).toBe('none')
    const body = h.page.locator('.status-text', { hasText: 'Party time!' }).first()
    expect(await body.getAttribute('class')).toContain('mfm-disabled')
    expect(await body.locator('.mfm').count()).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('animates only while the pointer is over the content in hover mode', async () => {
    await openNote(h.page, h.instance.url, { renderMisskeyMarkdown: true, renderMfmOnHover: true })
    await moveAway(h.page)
    expect(await partyAnimation(h.page)).toBe('none')
    await h.page.locator('.status-text', { hasText: 'Party time!' }).first().hover()
    expect(await partyAnimation(h.page)).toBe('mfm-tada')
    await moveAway(h.page)
    expect(await partyAnimation(h.page)).toBe('none')
  })

  it('holds still for readers who ask for reduced motion', async () => {
    await h.page.emulateMedia({ reducedMotion: 'reduce' })
    await openNote(h.page, h.instance.url, { renderMisskeyMarkdown: true })
    expect(await partyAnimation(h.page)).toBe('none')
  })
})

describe('Misskey markdown on a phone', () => {
  const h = useHarness(phone)

  it('keeps the enlarged and moved text inside the status body', async () => {
    await openNote(h.page, h.instance.url, { renderMisskeyMarkdown: true })
    const body = h.page.locator('.status-text', { hasText: 'Party time!' }).first()
    const overflow = await body.evaluate((e) => getComputedStyle(e).overflowX)
    expect(overflow).toBe('clip')
    const box = await body.boundingBox()
    expect(box !== null && box.x >= 0 && box.x + box.width <= phone.width).toBe(true)
    if (SHOTS) await h.page.screenshot({ path: `${SHOTS}/mfm-phone.png` })
    expect(h.pageErrors).toEqual([])
  })
})

interface BodyReport {
  text: string
  unexpected: string[]
  properties: string[]
  mfmDepth: number
  pwned: unknown
}

/** Runs in the page: what the status body holds beyond the allowlist. */
function inspectBody(allowedClasses: string[]): BodyReport {
  const body = document.querySelector<HTMLElement>('.status-text')
  const allowed = new Set(allowedClasses)
  const attributes = new Set(['class', 'style', 'tabindex', 'href', 'rel', 'target', 'src'])
  for (const name of ['alt', 'title', 'loading', 'draggable', 'dir', 'lang']) attributes.add(name)
  const unexpected: string[] = []
  const properties: string[] = []
  let mfmDepth = 0
  for (const el of Array.from(body?.querySelectorAll<HTMLElement>('*') ?? [])) {
    for (const attr of Array.from(el.attributes)) {
      if (!attributes.has(attr.name)) unexpected.push(`${el.localName}[${attr.name}]`)
    }
    for (const name of Array.from(el.classList)) if (!allowed.has(name)) unexpected.push(name)
    for (const name of Array.from(el.style)) {
      const value = el.style.getPropertyValue(name)
      if (!/^--mfm-[a-z]+$/.test(name) || !/^[-#.a-z0-9]+$/.test(value)) {
        unexpected.push(`style ${name}: ${value}`)
      }
      properties.push(`${name}=${value}`)
    }
    let depth = 0
    for (let at: Element | null = el; at !== null && at !== body; at = at.parentElement) {
      if (at.classList.contains('mfm')) depth += 1
    }
    mfmDepth = Math.max(mfmDepth, depth)
  }
  const pwned = (window as unknown as { __pwned?: unknown }).__pwned
  return { text: body?.textContent ?? '', unexpected, properties, mfmDepth, pwned }
}

describe('hostile Misskey markdown with MFM rendering on', () => {
  const h = useHarness(desktop, { settings: { maxTootChars: 200_000 } })
  const cases = loadHostileCases().filter((c) => c.name.startsWith('mfm '))
  const allowed = ['mfm', ...MFM_NAMES.map((n) => `mfm-${n}`), ...MFM_FLAGS.map((f) => `mfm--${f}`)]
  allowed.push('mention', 'hashtag', 'h-card', 'u-url', 'invisible', 'ellipsis', 'emoji')

  it('renders every MFM case of the corpus inert, with only validated custom properties', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(10)
    await signInWith(h.page, { renderMisskeyMarkdown: true })
    for (const c of cases) {
      const posted = await fetch(`${h.instance.url}/api/v1/statuses`, {
        method: 'POST',
        headers: { Authorization: 'Bearer seed-token-bob', 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: c.html, content_type: 'text/html' }),
      })
      expect(posted.ok, c.name).toBe(true)
      const { id, content } = (await posted.json()) as { id: string; content: string }
      await h.page.goto(`/notice/${id}`)
      await h.page.locator('.status-text').first().waitFor()
      const report = await h.page.evaluate(inspectBody, allowed)
      expect(report.unexpected, c.name).toEqual([])
      expect(report.pwned, c.name).toBeUndefined()
      // The instance scrubs handlers itself, as Akkoma does; the rest holds for what it kept.
      if (content !== c.html) continue
      for (const part of c.expect.text_includes ?? []) expect(report.text, c.name).toContain(part)
      if (c.expect.mfm_properties) {
        expect(report.properties, c.name).toEqual(c.expect.mfm_properties)
      }
      if (c.expect.max_mfm_depth !== undefined) {
        expect(report.mfmDepth, c.name).toBeLessThanOrEqual(c.expect.max_mfm_depth)
      }
    }
    expect(h.pageErrors).toEqual([])
  }, 120_000)
})

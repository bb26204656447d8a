// Every case of the hostile-content corpus through the sanitiser and the renderer in jsdom:
// nothing executable may survive. The same corpus runs in Chromium with the status card.
import { render } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { HTML_FIELDS, TEXT_FIELDS, loadHostileCases } from '../../../tests/fixtures/hostile/cases'
import type { HostileCase } from '../../../tests/fixtures/hostile/cases'
import { normalizeAttachment } from '../../entities/normalize-media'
import { normalizePoll } from '../../entities/normalize-poll'
import type { ApiAttachment, ApiPoll } from '../../api/wire'
import { isPollExpired, pollResults } from '../status/poll'
import { hasBidiControls } from './bidi'
import { MFM_FLAGS, MFM_NAMES } from './tree'
import { textToTree } from './plain-text'
import { renderTree } from './render-tree'
import { sanitizeToTree } from './sanitize'
import type { SafeNode, SafeTree } from './tree'
import { mfmDepth } from './mfm-depth.test-helper'

const cases = loadHostileCases()
const ALLOWED_ELEMENTS = new Set([
  'div', // the test's container
  ...['p', 'br', 'span', 'a', 'del', 'pre', 'code', 'em', 'strong', 'b', 'i', 'u'],
  ...['ul', 'ol', 'li', 'blockquote', 'img', 'bdi'],
])
const ALLOWED_ATTRIBUTES = new Set(['href', 'rel', 'target', 'class', 'src', 'alt', 'title'])
for (const a of ['loading', 'draggable', 'dir']) ALLOWED_ATTRIBUTES.add(a)
const ALLOWED_CLASSES = new Set(['mention', 'hashtag', 'h-card', 'u-url', 'invisible'])
for (const c of ['ellipsis', 'quote-inline', 'emoji', 'greentext']) ALLOWED_CLASSES.add(c)
// Status content is sanitised with Misskey markdown on: its fixed classes, its validated custom
// properties (set through CSSOM, never server text) and a focusable blur.
const MFM_CLASSES = new Set(['mfm', ...MFM_NAMES.map((n) => `mfm-${n}`)])
for (const flag of MFM_FLAGS) MFM_CLASSES.add(`mfm--${flag}`)
const MFM_PROPERTY = /^--mfm-(?:speed|delay|deg|x|y|color|width|radius|style)$/
const MFM_VALUE = /^[-#.a-z0-9]{1,12}$/

// Warnings from the entity normalisers about bad data are expected here.
const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
afterAll(() => warn.mockRestore())

function treeStats(nodes: readonly SafeNode[]) {
  let count = 0
  let depth = 0
  const stack = nodes.map((node) => ({ node, level: 1 }))
  for (let item = stack.pop(); item; item = stack.pop()) {
    count += 1
    depth = Math.max(depth, item.level)
    if (item.node.type === 'element' || item.node.type === 'link') {
      for (const node of item.node.children) stack.push({ node, level: item.level + 1 })
    }
  }
  return { count, depth }
}

function mfmProperties(container: HTMLElement): string[] {
  const found: string[] = []
  for (const element of container.querySelectorAll<HTMLElement>('[style]')) {
    for (const name of Array.from(element.style)) {
      found.push(`${name}=${element.style.getPropertyValue(name)}`)
    }
  }
  return found
}

function treeFor(c: HostileCase): SafeTree {
  const context = c.context ?? {}
  if (HTML_FIELDS.has(c.field)) {
    return sanitizeToTree(c.html, { ...context, mfm: c.field === 'content' })
  }
  return textToTree(c.html, { emojis: context.emojis, neutralizeBidi: true })
}

function expectMfmOnly(element: HTMLElement) {
  expect(element.localName).toBe('span')
  expect(element.classList.contains('mfm')).toBe(true)
  for (const name of Array.from(element.style)) {
    expect(name).toMatch(MFM_PROPERTY)
    expect(element.style.getPropertyValue(name)).toMatch(MFM_VALUE)
  }
}

function expectInert(container: HTMLElement) {
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    expect(ALLOWED_ELEMENTS.has(element.localName), element.localName).toBe(true)
    for (const attribute of element.attributes) {
      if (attribute.name === 'style' || attribute.name === 'tabindex') {
        expectMfmOnly(element)
        continue
      }
      expect(ALLOWED_ATTRIBUTES.has(attribute.name), attribute.name).toBe(true)
    }
    const href = element.getAttribute('href')
    if (href !== null) expect(href).toMatch(/^(https?:\/\/|mailto:|\/tag\/)/)
    const src = element.getAttribute('src')
    if (src !== null) expect(src).toMatch(/^https?:\/\//)
    for (const name of element.classList) {
      expect(ALLOWED_CLASSES.has(name) || MFM_CLASSES.has(name), name).toBe(true)
    }
  }
  expect(Reflect.get(window, '__pwned')).toBeUndefined()
}

function checkMarkup(c: HostileCase) {
  const tree = treeFor(c)
  const { container } = render(<div>{renderTree(tree)}</div>)
  expectInert(container)
  const text = container.textContent
  const { expect: e } = c
  for (const part of e.text_includes ?? []) expect(text).toContain(part)
  for (const part of e.text_excludes ?? []) expect(text).not.toContain(part)
  if (e.links) {
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(e.links)
  }
  if (e.emoji_urls) {
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(srcs).toEqual(e.emoji_urls)
  }
  if (e.classes_only) {
    for (const el of container.querySelectorAll('[class]')) {
      for (const name of el.classList) expect(e.classes_only).toContain(name)
    }
  }
  if (e.no_bidi === true) expect(hasBidiControls(text)).toBe(false)
  const stats = treeStats(tree.nodes)
  if (e.max_depth !== undefined) expect(stats.depth).toBeLessThanOrEqual(e.max_depth)
  if (e.max_nodes !== undefined) expect(stats.count).toBeLessThanOrEqual(e.max_nodes)
  if (e.truncated !== undefined) expect(tree.truncated).toBe(e.truncated)
  if (e.mfm_properties) expect(mfmProperties(container)).toEqual(e.mfm_properties)
  if (e.max_mfm_depth !== undefined) {
    expect(mfmDepth(tree.nodes)).toBeLessThanOrEqual(e.max_mfm_depth)
  }
}

function checkData(c: HostileCase) {
  if (c.field === 'poll') {
    const poll = normalizePoll(c.data as ApiPoll)
    expect(poll).toBeDefined()
    if (poll === undefined) return
    for (const { percent } of pollResults(poll)) {
      expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true)
    }
    if (c.expect.not_expired_by_date === true) {
      expect(isPollExpired({ ...poll, expired: false }, Date.now())).toBe(false)
    }
  } else if (c.field === 'attachment') {
    // Unknown or hostile media normalise (or are skipped) without throwing.
    expect(() => normalizeAttachment(c.data as ApiAttachment)).not.toThrow()
  }
  // Notification and date cases are exercised by the card in Chromium.
}

describe('hostile-content corpus', () => {
  it('has at least 40 cases with unique names', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length)
  })

  const markup = cases.filter((c) => HTML_FIELDS.has(c.field) || TEXT_FIELDS.has(c.field))
  const data = cases.filter((c) => !HTML_FIELDS.has(c.field) && !TEXT_FIELDS.has(c.field))

  // Deep and huge cases take seconds in jsdom's parser; Chromium is much quicker.
  it.each(markup.map((c) => [c.name, c] as const))(
    '%s renders inert',
    { timeout: 60_000 },
    (_, c) => checkMarkup(c),
  )

  it.each(data.map((c) => [c.name, c] as const))('%s is handled', (_, c) => checkData(c))
})

import { beforeEach, describe, expect, it } from 'vitest'
import { PREVIEW_LIMITS } from './sanitize'
import { cachedSanitizeToTree, clearTreeCache } from './tree-cache'
import { treeText } from './tree-text.test-helper'

describe('cachedSanitizeToTree', () => {
  beforeEach(() => clearTreeCache())

  it('returns the same tree for the same content and context', () => {
    const a = cachedSanitizeToTree('<p>hi :x:</p>', {
      emojis: [{ shortcode: 'x', url: 'https://a.example/x.png' }],
    })
    const b = cachedSanitizeToTree('<p>hi :x:</p>', {
      emojis: [{ shortcode: 'x', url: 'https://a.example/x.png' }],
    })
    expect(b).toBe(a)
  })

  it('keeps trees apart when the context differs', () => {
    const plain = cachedSanitizeToTree('<p>hi :x:</p>')
    const withEmoji = cachedSanitizeToTree('<p>hi :x:</p>', {
      emojis: [{ shortcode: 'x', url: 'https://a.example/x.png' }],
    })
    expect(withEmoji).not.toBe(plain)
    expect(JSON.stringify(withEmoji)).toContain('"emoji"')
    expect(JSON.stringify(plain)).not.toContain('"emoji"')
  })

  it('keeps MFM and plain trees of the same content apart', () => {
    const html = '<span class="mfm-tada">hi</span>'
    const plain = cachedSanitizeToTree(html)
    const mfm = cachedSanitizeToTree(html, { mfm: true })
    expect(plain.nodes[0]).not.toHaveProperty('mfm')
    expect(mfm.nodes[0]).toHaveProperty('mfm.name', 'tada')
    expect(cachedSanitizeToTree(html)).toBe(plain)
  })

  it('sanitises only the start of the content for a preview', () => {
    const html = '<p>paragraph of text</p>'.repeat(2000)
    const preview = cachedSanitizeToTree(html, PREVIEW_LIMITS)
    expect(preview.truncated).toBe(true)
    expect(treeText(preview).length).toBeLessThan(PREVIEW_LIMITS.maxInputLength)
    expect(cachedSanitizeToTree(html).truncated).toBe(false)
  })
})

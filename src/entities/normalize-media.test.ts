import { describe, expect, it } from 'vitest'
import type { ApiAttachment, ApiCard } from '../api/wire/index.ts'
import { attachmentKind, normalizeAttachment, normalizeCard } from './normalize-media.ts'
import { apiAttachment } from './test-factories.ts'
import { fixtures } from './test-fixtures.ts'

describe('attachmentKind', () => {
  it.each([
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['video/mp4', 'video'],
    ['audio/ogg', 'audio'],
    ['application/x-shockwave-flash', 'flash'],
    ['text/html', 'html'],
    ['text/html; charset=utf-8', 'html'],
    ['application/pdf', 'unknown'],
    ['', 'unknown'],
  ] as const)('%s is %s', (mimetype, kind) => {
    expect(attachmentKind(mimetype)).toBe(kind)
  })
})

describe('normalizeAttachment', () => {
  it('takes the kind from the pleroma mime type', () => {
    const result = normalizeAttachment(
      apiAttachment({ type: 'unknown', pleroma: { mime_type: 'audio/mpeg' } }),
    )
    expect(result?.kind).toBe('audio')
    expect(result?.mimetype).toBe('audio/mpeg')
  })

  it('falls back to the wire type when there is no mime type (Mastodon), gifv as video', () => {
    const media = fixtures.mastodon.MediaAttachment as Record<string, unknown>
    const kinds = Object.values(media).map(
      (example) => normalizeAttachment(example as ApiAttachment)?.kind,
    )
    expect(kinds).toEqual(expect.arrayContaining(['image', 'video', 'audio']))
    expect(normalizeAttachment(apiAttachment({ type: 'gifv', pleroma: {} }))?.kind).toBe('video')
  })

  it('reads the Akkoma OpenAPI example', () => {
    const raw = fixtures.openapiRaw.attachment as unknown as ApiAttachment
    expect(normalizeAttachment(raw)).toMatchObject({
      id: '1638338801',
      kind: 'image',
      mimetype: 'image/png',
      url: 'someurl',
      large_thumb_url: 'someurl',
      description: null,
      meta: null,
    })
  })

  it('reads dimensions, computing the aspect when missing', () => {
    const result = normalizeAttachment(
      apiAttachment({ meta: { original: { width: 200, height: 100 } } }),
    )
    expect(result?.meta).toEqual({ width: 200, height: 100, aspect: 2, focus: null })
  })

  it('decodes escaped alt text and skips attachments without a url', () => {
    expect(normalizeAttachment(apiAttachment({ description: 'a &amp; b' }))?.description).toBe(
      'a & b',
    )
    expect(normalizeAttachment({ id: '1', type: 'image' } as ApiAttachment)).toBeUndefined()
  })
})

describe('normalizeCard', () => {
  it('keeps the spec fields of a link card', () => {
    const card = fixtures.assembledRaw.card as unknown as ApiCard
    expect(normalizeCard(card)).toEqual({
      url: 'https://www.example.org/article',
      image: 'https://www.example.org/og.png',
      image_description: '',
      title: 'An article',
      description: 'Summary from og:description',
      provider_name: 'www.example.org',
      type: 'link',
    })
  })

  it('returns null for no card or a card without url', () => {
    expect(normalizeCard(null)).toBeNull()
    expect(normalizeCard({ title: 'x' } as ApiCard)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { relativeParts } from '../common/relative-time'
import { highlightStyle } from './highlight'
import { isCustomReaction, misskeyNote, unicodeEmojiImageUrl } from './reaction-images'

describe('highlight', () => {
  it('styles solid, striped and side, and ignores anything but a hex colour', () => {
    expect(highlightStyle({ type: 'solid', color: '#112233' })).toEqual({
      backgroundColor: '#11223333',
    })
    expect(highlightStyle({ type: 'striped', color: '#112233' })?.backgroundImage).toContain(
      'repeating',
    )
    expect(highlightStyle({ type: 'side', color: '#112233' })).toEqual({
      boxShadow: 'inset 4px 0 0 #112233',
    })
    expect(highlightStyle({ type: 'disabled', color: '#112233' })).toBeUndefined()
    expect(highlightStyle({ type: 'solid', color: 'red;background:url(x)' })).toBeUndefined()
    expect(highlightStyle(undefined)).toBeUndefined()
  })
})

describe('reaction images', () => {
  it('builds CDN URLs by codepoint without the variation selector', () => {
    expect(unicodeEmojiImageUrl('❤️')).toMatch(/\/2764\.png$/)
    expect(unicodeEmojiImageUrl('👍🏽')).toMatch(/\/1f44d-1f3fd\.png$/)
  })

  it('tells custom reactions from unicode ones and reads Misskey note URIs', () => {
    expect(isCustomReaction('blobcat@misskey.example')).toBe(true)
    expect(isCustomReaction('👍')).toBe(false)
    expect(misskeyNote('https://misskey.example/notes/9abc')).toEqual({
      host: 'https://misskey.example',
      noteId: '9abc',
    })
    expect(misskeyNote('https://mastodon.example/@a/1')).toBeNull()
    expect(misskeyNote('not a url')).toBeNull()
    expect(misskeyNote('ftp://misskey.example/notes/9abc')).toBeNull()
  })
})

describe('relative time', () => {
  const now = Date.parse('2026-01-01T12:00:00Z')
  it('picks the largest whole unit and tolerates bad dates', () => {
    expect(relativeParts(now - 30_000, now)).toEqual({ value: 0, unit: 'second' })
    expect(relativeParts(now - 5 * 60_000, now)).toEqual({ value: -5, unit: 'minute' })
    expect(relativeParts(now - 3 * 3_600_000, now)).toEqual({ value: -3, unit: 'hour' })
    expect(relativeParts(now - 2 * 86_400_000, now)).toEqual({ value: -2, unit: 'day' })
    expect(relativeParts(now + 400 * 86_400_000, now)).toEqual({ value: 1, unit: 'year' })
    expect(relativeParts(Number.NaN, now)).toBeNull()
  })
})

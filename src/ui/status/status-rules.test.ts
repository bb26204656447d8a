import { describe, expect, it } from 'vitest'
import { timeLabel } from '../common/relative-time'
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
  const now = Date.parse('2026-06-10T12:00:00Z')
  it('says now under a minute, whole minutes, hours or days under a week', () => {
    expect(timeLabel(now - 30_000, now)).toEqual({ kind: 'now' })
    expect(timeLabel(now - 5 * 60_000, now)).toEqual({
      kind: 'relative',
      value: 5,
      unit: 'minute',
      past: true,
    })
    expect(timeLabel(now - 3 * 3_600_000 - 59_000, now)).toMatchObject({ value: 3, unit: 'hour' })
    expect(timeLabel(now - 6 * 86_400_000, now)).toMatchObject({ value: 6, unit: 'day' })
    expect(timeLabel(now + 2 * 86_400_000, now)).toMatchObject({ value: 2, past: false })
  })

  it('gives the date itself from a week on, with the year only when it differs', () => {
    expect(timeLabel(now - 7 * 86_400_000, now)).toEqual({ kind: 'absolute', sameYear: true })
    expect(timeLabel(Date.parse('2025-10-20T08:00:00Z'), now)).toEqual({
      kind: 'absolute',
      sameYear: false,
    })
    expect(timeLabel(Number.NaN, now)).toBeNull()
  })
})

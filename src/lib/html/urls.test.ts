import { describe, expect, it } from 'vitest'
import { safeImageUrl, safeLinkHref } from './urls'

describe('image sources', () => {
  it('keeps http(s) only, normalised, and gives the same answer when asked again', () => {
    for (let round = 0; round < 2; round++) {
      expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
      expect(safeImageUrl(' HTTP://cdn.example/b c.png ')).toBe('http://cdn.example/b%20c.png')
      expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
      expect(safeImageUrl('data:image/png;base64,AAAA')).toBeUndefined()
      expect(safeImageUrl('blob:https://cdn.example/x')).toBeUndefined()
      expect(safeImageUrl('/relative.png')).toBeUndefined()
      expect(safeImageUrl('')).toBeUndefined()
      expect(safeImageUrl(null)).toBeUndefined()
    }
  })

  it('stays right past the cache’s size', () => {
    for (let i = 0; i < 5000; i++) {
      expect(safeImageUrl(`https://cdn.example/${String(i)}.png`)).toBe(
        `https://cdn.example/${String(i)}.png`,
      )
    }
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
  })
})

describe('link targets', () => {
  it('allows http, https and mailto only', () => {
    expect(safeLinkHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(safeLinkHref('https://a.example/')).toBe('https://a.example/')
    expect(safeLinkHref('jav\tascript:alert(1)')).toBeUndefined()
    expect(safeLinkHref('ftp://a.example/')).toBeUndefined()
  })
})

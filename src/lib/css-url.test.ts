import { describe, expect, it } from 'vitest'
import { cssLength, cssUrl, imageAddress } from './css-url'

const base = 'https://akkoma.example'

describe('images from the instance config in CSS', () => {
  it('makes a path absolute against the instance and quotes it', () => {
    expect(cssUrl('/static/logo.svg', base)).toBe('url("https://akkoma.example/static/logo.svg")')
    expect(cssUrl('https://cdn.example/bg.jpg', base)).toBe('url("https://cdn.example/bg.jpg")')
  })

  it('refuses other schemes and empty values', () => {
    expect(imageAddress('javascript:alert(1)', base)).toBeNull()
    expect(imageAddress('data:image/svg+xml,<svg/>', base)).toBeNull()
    expect(imageAddress('  ', base)).toBeNull()
    expect(cssUrl('', base)).toBeNull()
  })

  it('never lets the value end the url() or the declaration', () => {
    const hostile = cssUrl('/a.png") ; background: red; x:url("', base) ?? ''
    expect(hostile.startsWith('url("https://akkoma.example/a.png')).toBe(true)
    expect(hostile.slice(5, -2)).not.toMatch(/["\\\s]/)
    expect(cssUrl('/a\\b.png', base)).toBe('url("https://akkoma.example/a/b.png")')
  })

  it('takes a plain CSS length and falls back on anything else', () => {
    expect(cssLength('.1em', '0')).toBe('.1em')
    expect(cssLength(' 4px ', '0')).toBe('4px')
    expect(cssLength('1em; color: red', '.1em')).toBe('.1em')
    expect(cssLength('calc(1px)', '.1em')).toBe('.1em')
  })
})

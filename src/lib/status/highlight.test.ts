import { describe, expect, it } from 'vitest'
import { highlightStyle, parseHexColor, statusHighlight } from './highlight'

describe('highlight per screen name', () => {
  const highlights = {
    'lain@example.com': { type: 'striped' as const, color: '#ff0000' },
    alice: { type: 'solid' as const, color: '#0f0' },
    bob: { type: 'side' as const, color: '#0000ff' },
    off: { type: 'disabled' as const, color: '#ffffff' },
    evil: { type: 'solid' as const, color: 'red;background:url(https://x.example)' },
  }

  it('finds the highlight of a screen name', () => {
    expect(statusHighlight('lain@example.com', highlights)).toEqual({
      kind: 'striped',
      color: { r: 255, g: 0, b: 0 },
    })
    expect(statusHighlight('alice', highlights)?.color).toEqual({ r: 0, g: 255, b: 0 })
  })

  it('ignores disabled, unknown and malformed entries', () => {
    expect(statusHighlight('off', highlights)).toBeUndefined()
    expect(statusHighlight('nobody', highlights)).toBeUndefined()
    expect(statusHighlight('evil', highlights)).toBeUndefined()
    expect(statusHighlight('constructor', highlights)).toBeUndefined()
    expect(parseHexColor('#12345')).toBeUndefined()
  })

  it('describes solid, striped and side styles', () => {
    const color = { r: 1, g: 2, b: 3 }
    expect(highlightStyle({ kind: 'solid', color })).toEqual({
      backgroundColor: 'rgba(1, 2, 3, 0.2)',
    })
    expect(highlightStyle({ kind: 'striped', color }).backgroundImage).toContain(
      'repeating-linear-gradient(135deg',
    )
    expect(highlightStyle({ kind: 'side', color }).backgroundImage).toContain('rgb(1, 2, 3) 2px')
  })
})

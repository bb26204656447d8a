import { describe, expect, it } from 'vitest'
import { withHighlightColor, withHighlightType } from './highlight'

describe('highlights', () => {
  it('sets a type with the default colour, keeps the colour on a new type, clears on disabled', () => {
    const solid = withHighlightType({}, 'bob', 'solid')
    expect(solid).toEqual({ bob: { type: 'solid', color: '#FFFFFF' } })
    const red = withHighlightColor(solid, 'bob', '#FF0000')
    expect(withHighlightType(red, 'bob', 'side')).toEqual({
      bob: { type: 'side', color: '#FF0000' },
    })
    expect(withHighlightType(red, 'bob', 'disabled')).toEqual({})
  })

  it('changes only the colour, and only of a highlighted user', () => {
    const base = { bob: { type: 'striped' as const, color: '#FFFFFF' } }
    expect(withHighlightColor(base, 'bob', '#00FF00')).toEqual({
      bob: { type: 'striped', color: '#00FF00' },
    })
    expect(withHighlightColor(base, 'carol', '#00FF00')).toEqual(base)
  })
})

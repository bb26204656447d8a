import { describe, expect, it } from 'vitest'
import { withHighlightColor, withHighlightType } from './highlight'

describe('highlight', () => {
  it('sets a type with the default colour first, keeping the colour afterwards', () => {
    const solid = withHighlightType({}, 'bob', 'solid')
    expect(solid).toEqual({ bob: { type: 'solid', color: '#FFFFFF' } })
    const red = withHighlightColor(solid, 'bob', '#ff0000')
    expect(withHighlightType(red, 'bob', 'striped')).toEqual({
      bob: { type: 'striped', color: '#ff0000' },
    })
  })

  it('clears it with disabled and leaves the others', () => {
    const two = {
      bob: { type: 'side' as const, color: '#000' },
      eve: { type: 'solid' as const, color: '#111' },
    }
    expect(withHighlightType(two, 'bob', 'disabled')).toEqual({ eve: two.eve })
  })

  it('changes only the colour, and nothing for an account without a highlight', () => {
    expect(withHighlightColor({}, 'bob', '#123456')).toEqual({})
  })
})

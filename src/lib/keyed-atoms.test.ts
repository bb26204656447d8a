import { atom, createStore, type PrimitiveAtom } from 'jotai'
import { describe, expect, it } from 'vitest'
import { keyedAtoms } from './keyed-atoms'

describe('keyed atoms', () => {
  it('gives each store its own atom for a key, and the same one on every call', () => {
    const family = keyedAtoms<string, PrimitiveAtom<number>>()
    const make = () => atom(0)
    const first = createStore()
    const second = createStore()
    const mine = family.get(first, 'a', make)
    expect(family.get(first, 'a', make)).toBe(mine)
    expect(family.get(second, 'a', make)).not.toBe(mine)
    first.set(mine, 5)
    expect(second.get(family.get(second, 'a', make))).toBe(0)
    expect(family.size(first)).toBe(1)
    expect(family.entries(second).map(([key]) => key)).toEqual(['a'])
  })

  it('forgets a removed key in that store only', () => {
    const family = keyedAtoms<string, PrimitiveAtom<number>>()
    const make = () => atom(0)
    const first = createStore()
    const second = createStore()
    const gone = family.get(first, 'a', make)
    const kept = family.get(second, 'a', make)
    expect(family.remove(first, 'a')).toBe(true)
    expect(family.peek(first, 'a')).toBeUndefined()
    expect(family.remove(first, 'a')).toBe(false)
    expect(family.get(first, 'a', make)).not.toBe(gone)
    expect(family.peek(second, 'a')).toBe(kept)
  })
})

import { describe, expect, it } from 'vitest'
import { compareIds } from './compare-ids.ts'

describe('compareIds', () => {
  it('orders integer ids numerically, not as strings', () => {
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100'])
  })

  it('orders flake ids lexically', () => {
    expect(compareIds('9toJCu5YZW7O7gfvH6', 'AHDrKQ3ms5jRL8rbNo')).toBeLessThan(0)
    expect(compareIds('AHDrKQ3ms5jRL8rbNo', 'AHDrKQ3ms5jRL8rbNo')).toBe(0)
    expect(compareIds('AHDs0aB1cD2eF3gH4i', 'AHDrKQ3ms5jRL8rbNo')).toBeGreaterThan(0)
  })
})

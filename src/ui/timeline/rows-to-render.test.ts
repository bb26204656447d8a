import { describe, expect, it } from 'vitest'
import { rowsToRender } from './TimelineList'

const ids = Array.from({ length: 100 }, (_, index) => `s${String(index)}`)
const range = { startIndex: 10, endIndex: 14, overscan: 2, count: ids.length }

describe('the rows a feed renders', () => {
  it('is the viewport and its overscan when nothing is kept', () => {
    expect(rowsToRender(range, ids, undefined)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(rowsToRender(range, ids, new Set())).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16])
  })

  it('adds kept rows far from the viewport, in order, once, and ignores unknown ids', () => {
    const kept = new Set(['s90', 's2', 's12', 'gone'])
    expect(rowsToRender(range, ids, kept)).toEqual([2, 8, 9, 10, 11, 12, 13, 14, 15, 16, 90])
  })
})

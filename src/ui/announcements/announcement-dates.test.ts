import { describe, expect, it } from 'vitest'
import { fieldValue, isoValue } from './announcement-dates'

describe('announcement editor dates', () => {
  it('reads an all-day start as the local day and sends its local midnight', () => {
    const iso = isoValue('2030-05-12', true)
    expect(iso).not.toBeNull()
    expect(fieldValue(iso, true)).toBe('2030-05-12')
    expect(new Date(iso ?? '').getHours()).toBe(0)
  })

  it('keeps a date-time to the minute, and turns it into its day for all day', () => {
    const iso = isoValue('2030-05-12T14:30', false)
    expect(fieldValue(iso, false)).toBe('2030-05-12T14:30')
    expect(fieldValue(iso, true)).toBe('2030-05-12')
  })

  it('sends nothing for an empty or unreadable field', () => {
    expect(isoValue('', true)).toBeNull()
    expect(isoValue('soon', false)).toBeNull()
    expect(fieldValue(null, false)).toBe('')
    expect(fieldValue('not a date', true)).toBe('')
  })
})

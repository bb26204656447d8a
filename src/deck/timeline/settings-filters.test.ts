import { describe, expect, it } from 'vitest'
import { compileColumnFilters } from '../../state/column-filters'
import { defaultColumnSettings } from '../layout'
import { columnFiltersOf } from './settings-filters'

describe('column settings as filters', () => {
  it('splits the filter lines into words and /regular expressions/', () => {
    const filters = columnFiltersOf({
      ...defaultColumnSettings(),
      hideBots: true,
      filters: ['  spoilers ', '/elect(ion|ed)/i', '', 'tea'],
    })
    expect(filters).toMatchObject({
      hideBots: true,
      keywords: ['spoilers', 'tea'],
      regexes: ['/elect(ion|ed)/i'],
    })
  })

  it('reports a line that is not a valid regular expression', () => {
    const compiled = compileColumnFilters(
      columnFiltersOf({ ...defaultColumnSettings(), filters: ['/(unclosed/'] }),
    )
    expect(compiled.errors.map((error) => error.pattern)).toEqual(['/(unclosed/'])
  })
})

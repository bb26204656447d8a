import { describe, expect, it } from 'vitest'
import { flattenParams, toSearchParams } from './body'

describe('flattenParams', () => {
  it('writes arrays and nested records the way Phoenix reads them', () => {
    expect(
      flattenParams({
        status: 'hi',
        media_ids: ['1', '2'],
        poll: { options: ['a', 'b'], expires_in: 600, multiple: false },
        sensitive: true,
      }),
    ).toEqual([
      ['status', 'hi'],
      ['media_ids[]', '1'],
      ['media_ids[]', '2'],
      ['poll[options][]', 'a'],
      ['poll[options][]', 'b'],
      ['poll[expires_in]', '600'],
      ['poll[multiple]', 'false'],
      ['sensitive', 'true'],
    ])
  })

  it('leaves out undefined and null so optional fields can be passed through', () => {
    expect(toSearchParams({ max_id: undefined, since_id: null, limit: 20 }).toString()).toBe(
      'limit=20',
    )
  })
})
